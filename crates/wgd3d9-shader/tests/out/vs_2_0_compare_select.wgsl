struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e27 = consts.c[0];
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e27)), vec4<bool>(true, false, false, false));
    o0_ = _e31;
    let _e34 = consts.c[1];
    let _e38 = select(_e31, vec4(dot(in0_, _e34)), vec4<bool>(false, true, false, false));
    o0_ = _e38;
    let _e41 = consts.c[2];
    let _e45 = select(_e38, vec4(dot(in0_, _e41)), vec4<bool>(false, false, true, false));
    o0_ = _e45;
    let _e48 = consts.c[3];
    let _e52 = select(_e45, vec4(dot(in0_, _e48)), vec4<bool>(false, false, false, true));
    o0_ = _e52;
    r0_ = in1_;
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ >= vec4<f32>(0.25f, 0.75f, 1f, 0f).xxxx));
    r1_ = _e56;
    let _e59 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ < vec4<f32>(0.25f, 0.75f, 1f, 0f).yyyy));
    r2_ = _e59;
    let _e60 = (_e56 * _e59);
    r3_ = _e60;
    let _e63 = (vec4<f32>(0.25f, 0.75f, 1f, 0f).zzzz + -(_e60));
    r4_ = _e63;
    let _e64 = (in1_ * _e60);
    r5_ = _e64;
    let _e67 = ((_e63 * vec4<f32>(0.25f, 0.75f, 1f, 0f).wwww) + _e64);
    o1_ = _e67;
    let _e70 = consts.c[256];
    let _e73 = consts.c[257];
    let _e79 = select(_e52, ((_e52 * _e73) + (_e70 * _e52.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e79;
    return Output(_e79, _e67);
}
