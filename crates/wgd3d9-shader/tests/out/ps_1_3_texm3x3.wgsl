struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e14 = textureSample(t0_, s0_, in0_.xy);
    let _e19 = in1_.xyz;
    let _e20 = ((_e14 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e22 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e26 = select((_e19 * _e20), _e22, ((_e19 == _e22) | (_e20 == _e22)));
    let _e37 = in2_.xyz;
    let _e38 = ((_e14 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e40 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e44 = select((_e37 * _e38), _e40, ((_e37 == _e40) | (_e38 == _e40)));
    let _e55 = in3_.xyz;
    let _e56 = ((_e14 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e58 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e62 = select((_e55 * _e56), _e58, ((_e55 == _e58) | (_e56 == _e58)));
    let _e79 = ((select(select(vec4<f32>(0f, 0f, 0f, 0f), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e26.x + _e26.y) + _e26.z)), vec4<bool>(true, false, false, false)), vec4(((_e44.x + _e44.y) + _e44.z)), vec4<bool>(false, true, false, false)), vec4(((_e62.x + _e62.y) + _e62.z)), vec4<bool>(false, false, true, false)), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true)) * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e80 = ((in8_ * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e82 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e86 = select((_e79 * _e80), _e82, ((_e79 == _e82) | (_e80 == _e82)));
    return Output(saturate(vec4(((_e86.x + _e86.y) + _e86.z))));
}
