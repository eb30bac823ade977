struct Constants {
    c: array<vec4<f32>, 266>,
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
    let _e14 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, false, false)), vec4<f32>(0f, 1f, 0f, 0f).xxxx, vec4<bool>(false, false, true, true));
    let _e17 = textureSampleLevel(t16_, s16_, _e14.xy, _e14.w);
    let _e20 = consts.c[4];
    let _e29 = select(in0_, ((in1_ * select(vec4<f32>(0f, 0f, 0f, 0f), (_e17.xxxx * _e20.xxxx), vec4<bool>(true, false, false, false)).xxxx) + in0_), vec4<bool>(true, true, true, false));
    let _e31 = consts.c[0];
    let _e36 = consts.c[1];
    let _e42 = consts.c[2];
    let _e48 = consts.c[3];
    let _e52 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e29, _e31)), vec4<bool>(true, false, false, false)), vec4(dot(_e29, _e36)), vec4<bool>(false, true, false, false)), vec4(dot(_e29, _e42)), vec4<bool>(false, false, true, false)), vec4(dot(_e29, _e48)), vec4<bool>(false, false, false, true));
    let _e54 = consts.c[256];
    let _e56 = consts.c[257];
    return Output(select(_e52, ((_e52 * _e56) + (_e54 * _e52.wwww)), vec4<bool>(true, true, true, false)), _e14);
}
