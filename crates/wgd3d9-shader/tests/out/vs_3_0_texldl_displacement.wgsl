struct Constants {
    c: array<vec4<f32>, 257>,
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
    let _e25 = v2_;
    let _e26 = r0_;
    r0_ = select(_e26, _e25, vec4<bool>(true, true, false, false));
    let _e30 = r0_;
    r0_ = select(_e30, vec4<f32>(0f, 1f, 0f, 0f).xxxx, vec4<bool>(false, false, true, true));
    let _e33 = r0_;
    let _e36 = textureSampleLevel(t16_, s16_, _e33.xy, _e33.w);
    r1_ = _e36;
    let _e37 = r1_;
    let _e41 = consts.c[4];
    let _e44 = r2_;
    r2_ = select(_e44, (_e37.xxxx * _e41.xxxx), vec4<bool>(true, false, false, false));
    let _e47 = v0_;
    r3_ = _e47;
    let _e48 = v1_;
    let _e49 = r2_;
    let _e51 = r3_;
    let _e54 = r3_;
    r3_ = select(_e54, ((_e48 * _e49.xxxx) + _e51), vec4<bool>(true, true, true, false));
    let _e57 = r3_;
    let _e60 = consts.c[0];
    let _e63 = o0_;
    o0_ = select(_e63, vec4(dot(_e57, _e60)), vec4<bool>(true, false, false, false));
    let _e65 = r3_;
    let _e68 = consts.c[1];
    let _e71 = o0_;
    o0_ = select(_e71, vec4(dot(_e65, _e68)), vec4<bool>(false, true, false, false));
    let _e74 = r3_;
    let _e77 = consts.c[2];
    let _e80 = o0_;
    o0_ = select(_e80, vec4(dot(_e74, _e77)), vec4<bool>(false, false, true, false));
    let _e83 = r3_;
    let _e86 = consts.c[3];
    let _e89 = o0_;
    o0_ = select(_e89, vec4(dot(_e83, _e86)), vec4<bool>(false, false, false, true));
    let _e92 = r0_;
    o1_ = _e92;
    let _e93 = o0_;
    let _e96 = consts.c[256];
    let _e100 = o0_;
    o0_ = select(_e100, (_e93 + (_e96 * _e93.wwww)), vec4<bool>(true, true, true, false));
    let _e102 = o0_;
    let _e103 = o1_;
    return Output(_e102, _e103);
}
