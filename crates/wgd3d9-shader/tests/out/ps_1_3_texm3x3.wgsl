struct Constants {
    c: array<vec4<f32>, 26>,
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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e13 = textureSample(t0_, s0_, in0_.xy);
    let _e18 = in1_.xyz;
    let _e19 = ((_e13 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e21 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e25 = select((_e18 * _e19), _e21, ((_e18 == _e21) | (_e19 == _e21)));
    let _e36 = in2_.xyz;
    let _e37 = ((_e13 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e39 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e43 = select((_e36 * _e37), _e39, ((_e36 == _e39) | (_e37 == _e39)));
    let _e54 = in3_.xyz;
    let _e55 = ((_e13 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e57 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e61 = select((_e54 * _e55), _e57, ((_e54 == _e57) | (_e55 == _e57)));
    let _e78 = ((select(select(vec4<f32>(0f, 0f, 0f, 0f), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e25.x + _e25.y) + _e25.z)), vec4<bool>(true, false, false, false)), vec4(((_e43.x + _e43.y) + _e43.z)), vec4<bool>(false, true, false, false)), vec4(((_e61.x + _e61.y) + _e61.z)), vec4<bool>(false, false, true, false)), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true)) * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e79 = ((in8_ * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e81 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e85 = select((_e78 * _e79), _e81, ((_e78 == _e81) | (_e79 == _e81)));
    return Output(saturate(vec4(((_e85.x + _e85.y) + _e85.z))));
}
