struct Constants {
    c: array<vec4<f32>, 31>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e19 = consts.c[29];
    let _e22 = textureSampleBias(t0_, s0_, in0_.xy, _e19.xxxx.x);
    let _e26 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in8_, vec4<bool>(true, true, true, false)), in8_, vec4<bool>(false, false, false, true));
    let _e27 = saturate(_e26);
    let _e31 = textureSampleBias(t1_, s1_, in1_.xy, _e19.yyyy.x);
    let _e33 = select(_e27, (_e27 * _e31), vec4<bool>(true, true, true, false));
    return Output(saturate(select(select(_e26, (_e33 + in9_), vec4<bool>(true, true, true, false)), _e33, vec4<bool>(false, false, false, true))));
}
