struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;
@group(1) @binding(32) 
var t16_: texture_2d<f32>;
@group(1) @binding(33) 
var s16_: sampler;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e27 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, false, false));
    r0_ = _e27;
    let _e30 = select(_e27, vec4<f32>(0f, 1f, 0f, 0f).xxxx, vec4<bool>(false, false, true, true));
    r0_ = _e30;
    let _e33 = textureSampleLevel(t16_, s16_, _e30.xy, _e30.w);
    r1_ = _e33;
    let _e37 = consts.c[4];
    let _e41 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e33.xxxx * _e37.xxxx), vec4<bool>(true, false, false, false));
    r2_ = _e41;
    r3_ = in0_;
    let _e46 = select(in0_, ((in1_ * _e41.xxxx) + in0_), vec4<bool>(true, true, true, false));
    r3_ = _e46;
    let _e49 = consts.c[0];
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e46, _e49)), vec4<bool>(true, false, false, false));
    o0_ = _e52;
    let _e55 = consts.c[1];
    let _e59 = select(_e52, vec4(dot(_e46, _e55)), vec4<bool>(false, true, false, false));
    o0_ = _e59;
    let _e62 = consts.c[2];
    let _e66 = select(_e59, vec4(dot(_e46, _e62)), vec4<bool>(false, false, true, false));
    o0_ = _e66;
    let _e69 = consts.c[3];
    let _e73 = select(_e66, vec4(dot(_e46, _e69)), vec4<bool>(false, false, false, true));
    o0_ = _e73;
    o1_ = _e30;
    let _e76 = consts.c[256];
    let _e79 = consts.c[257];
    let _e84 = select(_e73, ((_e73 * _e79) + (_e76 * _e73.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e84;
    return Output(_e84, _e30);
}
