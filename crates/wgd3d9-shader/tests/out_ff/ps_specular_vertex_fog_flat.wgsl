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

@fragment 
fn main(@location(8) @interpolate(flat) in8_: vec4<f32>, @location(9) @interpolate(flat) in9_: vec4<f32>, @location(0) in0_: vec4<f32>, @location(10) in10_: vec4<f32>) -> Output {
    let _e18 = textureSample(t0_, s0_, in0_.xy);
    let _e24 = saturate(select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e18 * in8_), vec4<bool>(true, true, true, false)), _e18, vec4<bool>(false, false, false, true)));
    let _e27 = select(_e24, saturate((_e24 + in9_)), vec4<bool>(true, true, true, false));
    let _e33 = consts.c[11];
    return Output(select(_e27, mix(_e33, _e27, select(vec4<f32>(0f, 0f, 0f, 0f), saturate(select(vec4<f32>(0f, 0f, 0f, 0f), in10_, vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)));
}
