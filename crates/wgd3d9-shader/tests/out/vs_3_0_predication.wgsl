struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
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
    o2_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e26 = consts.c[0];
    let _e30 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e26)), vec4<bool>(true, false, false, false));
    o0_ = _e30;
    let _e33 = consts.c[1];
    let _e37 = select(_e30, vec4(dot(in0_, _e33)), vec4<bool>(false, true, false, false));
    o0_ = _e37;
    let _e40 = consts.c[2];
    let _e44 = select(_e37, vec4(dot(in0_, _e40)), vec4<bool>(false, false, true, false));
    o0_ = _e44;
    let _e47 = consts.c[3];
    let _e51 = select(_e44, vec4(dot(in0_, _e47)), vec4<bool>(false, false, false, true));
    o0_ = _e51;
    r0_ = in1_;
    let _e55 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ < vec4<f32>(0f, 1f, 0f, 0f).xxxx));
    r3_ = _e55;
    r1_ = in1_;
    let _e59 = select(in1_, -(in1_), (_e55.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    r1_ = _e59;
    let _e64 = select(_e59, select(_e59, vec4<f32>(0f, 1f, 0f, 0f).yyyy, (_e55.wwww == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    r1_ = _e64;
    let _e67 = dot(_e64.xyz, _e64.xyz);
    let _e75 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e64 * vec4(inverseSqrt(_e67))), vec4<f32>(0f, 0f, 0f, 0f), (_e67 == 0f)), vec4<bool>(true, true, true, false));
    r2_ = _e75;
    let _e78 = consts.c[5];
    r2_ = select(_e75, select(_e75, (_e75 * _e78), (_e55.xyzw != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    o1_ = _e64;
    let _e85 = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    o2_ = _e85;
    let _e88 = consts.c[6];
    let _e91 = select(_e85, _e88, (_e55.zzzz != vec4<f32>(0f, 0f, 0f, 0f)));
    o2_ = _e91;
    let _e94 = consts.c[256];
    let _e97 = consts.c[257];
    let _e102 = select(_e51, ((_e51 * _e97) + (_e94 * _e51.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e102;
    return Output(_e102, _e64, _e91);
}
