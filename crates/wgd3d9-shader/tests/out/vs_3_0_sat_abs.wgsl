struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e24 = consts.c[0];
    let _e28 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e24)), vec4<bool>(true, false, false, false));
    o0_ = _e28;
    let _e31 = consts.c[1];
    let _e35 = select(_e28, vec4(dot(in0_, _e31)), vec4<bool>(false, true, false, false));
    o0_ = _e35;
    let _e38 = consts.c[2];
    let _e42 = select(_e35, vec4(dot(in0_, _e38)), vec4<bool>(false, false, true, false));
    o0_ = _e42;
    let _e45 = consts.c[3];
    let _e49 = select(_e42, vec4(dot(in0_, _e45)), vec4<bool>(false, false, false, true));
    o0_ = _e49;
    r0_ = in1_;
    let _e52 = consts.c[4];
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(in1_.xyz, _e52.xyz))), vec4<bool>(true, false, false, false));
    r1_ = _e58;
    let _e61 = consts.c[5];
    let _e66 = select(_e58, vec4(dot(in1_.xyz, _e61.xyz)), vec4<bool>(false, true, false, false));
    r1_ = _e66;
    let _e68 = select(_e66, in1_, vec4<bool>(false, false, true, true));
    r1_ = _e68;
    let _e69 = abs(_e68);
    r2_ = _e69;
    let _e74 = consts.c[6];
    let _e75 = (-(abs(in1_)) + _e74);
    r3_ = _e75;
    let _e79 = consts.c[7];
    let _e81 = saturate((_e68.xxxx * _e79));
    o1_ = _e81;
    let _e87 = saturate(((_e69.yyyy * _e75) + -(abs(_e69))));
    o2_ = _e87;
    let _e90 = consts.c[256];
    let _e95 = select(_e49, (_e49 + (_e90 * _e49.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e95;
    return Output(_e95, _e81, _e87);
}
