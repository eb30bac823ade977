struct Constants {
    c: array<vec4<f32>, 26>,
}

struct Output {
    @builtin(frag_depth) out0_: f32,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e16 = textureSample(t0_, s0_, in0_.xy);
    let _e17 = in1_.xyz;
    let _e18 = _e16.xyz;
    let _e20 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e24 = select((_e17 * _e18), _e20, ((_e17 == _e20) | (_e18 == _e20)));
    let _e33 = in2_.xyz;
    let _e34 = _e16.xyz;
    let _e36 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e40 = select((_e33 * _e34), _e36, ((_e33 == _e36) | (_e34 == _e36)));
    let _e48 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e24.x + _e24.y) + _e24.z)), vec4<bool>(true, false, false, false)), vec4(((_e40.x + _e40.y) + _e40.z)), vec4<bool>(false, true, false, false));
    let _e54 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e48.yyyy.x)), vec4<bool>(true, false, false, false));
    let _e55 = _e48.xxxx;
    let _e66 = select(select(_e54, select((_e54 * _e55), vec4<f32>(0f, 0f, 0f, 0f), ((_e54 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e55 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e48.yyyy == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e72 = textureSample(t3_, s3_, in3_.xy);
    return Output(select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e66.xxxx, vec4<f32>(1f, 1f, 1f, 1f), _e66.yyyy), vec4<bool>(true, false, false, false)).x, select((_e72 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e72 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))));
}
