struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
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
    let _e52 = consts.c[5];
    let _e53 = (in1_ * _e52);
    r0_ = _e53;
    let _e54 = vec4<f32>(0f, 1f, 0.25f, 0.75f).xxxx;
    let _e56 = select(_e54, _e53, (_e53 >= _e54));
    r0_ = _e56;
    let _e57 = vec4<f32>(0f, 1f, 0.25f, 0.75f).yyyy;
    let _e59 = select(_e57, _e56, (_e56 < _e57));
    o1_ = _e59;
    let _e60 = vec4<f32>(0f, 1f, 0.25f, 0.75f).zzzz;
    let _e64 = select(vec4<f32>(0f, 0f, 0f, 0f), select(_e60, in2_, (in2_ >= _e60)), vec4<bool>(true, true, false, false));
    r1_ = _e64;
    let _e65 = vec4<f32>(0f, 1f, 0.25f, 0.75f).wwww;
    let _e68 = select(vec4<f32>(0f, 0f, 0f, 0f), select(_e65, _e64, (_e64 < _e65)), vec4<bool>(true, true, false, false));
    o2_ = _e68;
    let _e69 = saturate(_e59);
    o1_ = _e69;
    let _e72 = consts.c[256];
    let _e77 = select(_e49, (_e49 + (_e72 * _e49.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e77;
    return Output(_e77, _e69, _e68);
}
