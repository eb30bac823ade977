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

@fragment 
fn main(@location(8) @interpolate(flat) in8_: vec4<f32>, @location(9) @interpolate(flat) in9_: vec4<f32>, @location(0) in0_: vec4<f32>, @location(10) in10_: vec4<f32>) -> Output {
    let _e19 = consts.c[29];
    let _e22 = textureSampleBias(t0_, s0_, in0_.xy, _e19.xxxx.x);
    let _e28 = saturate(select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e22 * in8_), vec4<bool>(true, true, true, false)), _e22, vec4<bool>(false, false, false, true)));
    let _e31 = select(_e28, saturate((_e28 + in9_)), vec4<bool>(true, true, true, false));
    let _e37 = consts.c[11];
    return Output(select(_e31, mix(_e37, _e31, select(vec4<f32>(0f, 0f, 0f, 0f), saturate(select(vec4<f32>(0f, 0f, 0f, 0f), in10_, vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)));
}
