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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    o2_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e21 = consts.c[0];
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e21)), vec4<bool>(true, false, false, false));
    o0_ = _e25;
    let _e28 = consts.c[1];
    let _e32 = select(_e25, vec4(dot(in0_, _e28)), vec4<bool>(false, true, false, false));
    o0_ = _e32;
    let _e35 = consts.c[2];
    let _e39 = select(_e32, vec4(dot(in0_, _e35)), vec4<bool>(false, false, true, false));
    o0_ = _e39;
    let _e42 = consts.c[3];
    let _e46 = select(_e39, vec4(dot(in0_, _e42)), vec4<bool>(false, false, false, true));
    o0_ = _e46;
    let _e49 = select(vec4<f32>(0f, 0f, 0f, 0f), floor(in1_.xxxx), vec4<bool>(true, false, false, false));
    r1_ = _e49;
    let _e53 = select(_e49, vec4(exp2(_e49.x)), vec4<bool>(true, false, false, false));
    r1_ = _e53;
    let _e56 = select(_e53, fract(in1_.xxxx), vec4<bool>(false, true, false, false));
    r1_ = _e56;
    let _e61 = select(_e56, vec4(exp2(in1_.xxxx.x)), vec4<bool>(false, false, true, false));
    r1_ = _e61;
    let _e62 = select(_e61, vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    r1_ = _e62;
    r0_ = _e62;
    o1_ = _e62;
    let _e63 = _e62.zzzz;
    o2_ = _e63;
    let _e64 = saturate(_e63);
    o2_ = _e64;
    let _e67 = consts.c[256];
    let _e70 = consts.c[257];
    let _e76 = select(_e46, ((_e46 * _e70) + (_e67 * _e46.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e76;
    return Output(_e76, _e62, _e64);
}
