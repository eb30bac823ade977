struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(2) out2_: vec4<f32>,
    @location(3) out3_: vec4<f32>,
    @location(0) out4_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var o4_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    let _e36 = consts.c[0];
    let _e40 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e36)), vec4<bool>(true, false, false, false));
    o0_ = _e40;
    let _e43 = consts.c[1];
    let _e47 = select(_e40, vec4(dot(in0_, _e43)), vec4<bool>(false, true, false, false));
    o0_ = _e47;
    let _e50 = consts.c[2];
    let _e54 = select(_e47, vec4(dot(in0_, _e50)), vec4<bool>(false, false, true, false));
    o0_ = _e54;
    let _e57 = consts.c[3];
    let _e61 = select(_e54, vec4(dot(in0_, _e57)), vec4<bool>(false, false, false, true));
    o0_ = _e61;
    r0_ = in1_;
    r1_ = in2_;
    let _e64 = dot(in1_.xyz, in1_.xyz);
    let _e72 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e64))), vec4<f32>(0f, 0f, 0f, 0f), (_e64 == 0f)), vec4<bool>(true, true, true, false));
    r2_ = _e72;
    let _e75 = dot(in2_.xyz, in2_.xyz);
    let _e81 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in2_ * vec4(inverseSqrt(_e75))), vec4<f32>(0f, 0f, 0f, 0f), (_e75 == 0f)), vec4<bool>(true, true, true, false));
    r3_ = _e81;
    let _e84 = cross(_e72.xyz, _e81.xyz);
    let _e89 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e84.x, _e84.y, _e84.z, 0f), vec4<bool>(true, true, true, false));
    r4_ = _e89;
    let _e92 = select(_e89, (_e89 * in2_.wwww), vec4<bool>(true, true, true, false));
    r4_ = _e92;
    let _e93 = select(vec4<f32>(0f, 0f, 0f, 0f), _e81, vec4<bool>(true, true, true, false));
    o1_ = _e93;
    let _e94 = select(vec4<f32>(0f, 0f, 0f, 0f), _e92, vec4<bool>(true, true, true, false));
    o2_ = _e94;
    let _e95 = select(vec4<f32>(0f, 0f, 0f, 0f), _e72, vec4<bool>(true, true, true, false));
    o3_ = _e95;
    let _e97 = select(vec4<f32>(0f, 0f, 0f, 0f), in3_, vec4<bool>(true, true, false, false));
    o4_ = _e97;
    let _e100 = consts.c[256];
    let _e103 = consts.c[257];
    let _e108 = select(_e61, ((_e61 * _e103) + (_e100 * _e61.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e108;
    return Output(_e108, _e93, _e94, _e95, _e97);
}
