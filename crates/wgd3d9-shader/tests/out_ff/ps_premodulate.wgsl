struct Constants {
    c: array<vec4<f32>, 29>,
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
    let _e18 = textureSample(t0_, s0_, in0_.xy);
    let _e22 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in8_, vec4<bool>(true, true, true, false)), in8_, vec4<bool>(false, false, false, true));
    let _e23 = saturate(_e22);
    let _e25 = textureSample(t1_, s1_, in1_.xy);
    let _e27 = select(_e23, (_e23 * _e25), vec4<bool>(true, true, true, false));
    return Output(saturate(select(select(_e22, (_e27 + in9_), vec4<bool>(true, true, true, false)), _e27, vec4<bool>(false, false, false, true))));
}
