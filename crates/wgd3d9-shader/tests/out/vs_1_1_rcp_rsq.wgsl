struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e22 = consts.c[0];
    let _e26 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e22)), vec4<bool>(true, false, false, false));
    r0_ = _e26;
    let _e29 = consts.c[1];
    let _e33 = select(_e26, vec4(dot(in0_, _e29)), vec4<bool>(false, true, false, false));
    r0_ = _e33;
    let _e36 = consts.c[2];
    let _e40 = select(_e33, vec4(dot(in0_, _e36)), vec4<bool>(false, false, true, false));
    r0_ = _e40;
    let _e43 = consts.c[3];
    let _e47 = select(_e40, vec4(dot(in0_, _e43)), vec4<bool>(false, false, false, true));
    r0_ = _e47;
    o0_ = _e47;
    let _e53 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e47.wwww.x)), vec4<bool>(false, false, false, true));
    r1_ = _e53;
    let _e57 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e47 * _e53.wwww), vec4<bool>(true, true, false, false));
    o1_ = _e57;
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, in1_.xyz)), vec4<bool>(true, false, false, false));
    r2_ = _e62;
    let _e68 = select(_e62, vec4(inverseSqrt(abs(_e62.xxxx.x))), vec4<bool>(true, false, false, false));
    r2_ = _e68;
    let _e72 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * _e68.xxxx), vec4<bool>(true, true, true, false));
    o2_ = _e72;
    let _e75 = consts.c[256];
    let _e78 = consts.c[257];
    let _e83 = select(_e47, ((_e47 * _e78) + (_e75 * _e47.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e83;
    return Output(_e83, _e57, _e72);
}
