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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e24 = consts.c[0];
    let _e28 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e24)), vec4<bool>(true, false, false, false));
    r4_ = _e28;
    let _e31 = consts.c[1];
    let _e35 = select(_e28, vec4(dot(in0_, _e31)), vec4<bool>(false, true, false, false));
    r4_ = _e35;
    let _e38 = consts.c[2];
    let _e42 = select(_e35, vec4(dot(in0_, _e38)), vec4<bool>(false, false, true, false));
    r4_ = _e42;
    let _e45 = consts.c[3];
    let _e49 = select(_e42, vec4(dot(in0_, _e45)), vec4<bool>(false, false, false, true));
    r4_ = _e49;
    o0_ = _e49;
    r0_ = in1_;
    let _e52 = consts.c[4];
    let _e53 = (in1_ + _e52);
    r1_ = _e53;
    let _e54 = (_e53 * in1_);
    r2_ = _e54;
    let _e57 = consts.c[5];
    let _e59 = ((_e54 * _e57) + _e53);
    r3_ = _e59;
    o1_ = _e59;
    let _e62 = consts.c[256];
    let _e65 = consts.c[257];
    let _e71 = select(_e49, ((_e49 * _e65) + (_e62 * _e49.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e71;
    return Output(_e71, _e59);
}
