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
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    let _e14 = textureSample(t0_, s0_, in0_.xy);
    let _e16 = textureSample(t1_, s1_, in1_.xy);
    let _e26 = select(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e14 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e14 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)), (_e14 + _e16), vec4<bool>(false, false, false, true));
    let _e33 = ((_e16 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e34 = ((in9_ * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e36 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e40 = select((_e33 * _e34), _e36, ((_e33 == _e36) | (_e34 == _e36)));
    let _e53 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e40.x + _e40.y) + _e40.z)), vec4<bool>(true, true, true, false)), select((_e16 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e16 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    let _e59 = select(_e26, select((_e26 * _e53), vec4<f32>(0f, 0f, 0f, 0f), ((_e26 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e53 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    return Output(select(_e59, select((_e59 * _e53), vec4<f32>(0f, 0f, 0f, 0f), ((_e59 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e53 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true)));
}
