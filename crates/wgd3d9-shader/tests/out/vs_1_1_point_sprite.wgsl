struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    o2_ = vec4<f32>(1f, 1f, 1f, 1f);
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
    let _e53 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e47.wwww * vec4<f32>(1f, 0f, 0.01f, 0f).zzzz) + vec4<f32>(1f, 0f, 0.01f, 0f).xxxx), vec4<bool>(true, false, false, false));
    r1_ = _e53;
    let _e59 = select(_e53, vec4((1f / _e53.xxxx.x)), vec4<bool>(true, false, false, false));
    r1_ = _e59;
    o1_ = (in1_.xxxx * _e59.xxxx);
    let _e65 = consts.c[5];
    o2_ = _e65;
    let _e66 = saturate(_e65);
    o2_ = _e66;
    let _e69 = consts.c[256];
    let _e72 = consts.c[257];
    let _e78 = select(_e47, ((_e47 * _e72) + (_e69 * _e47.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e78;
    return Output(_e78, _e66);
}
