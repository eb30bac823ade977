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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e14 = textureSample(t0_, s0_, in0_.xy);
    let _e19 = in1_.xyz;
    let _e20 = ((_e14 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e22 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e26 = select((_e19 * _e20), _e22, ((_e19 == _e22) | (_e20 == _e22)));
    let _e36 = textureSample(t1_, s1_, select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e26.x + _e26.y) + _e26.z)), vec4<bool>(true, false, false, false)).xy);
    let _e39 = in2_.xyz;
    let _e40 = ((_e14 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e42 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e46 = select((_e39 * _e40), _e42, ((_e39 == _e42) | (_e40 == _e42)));
    let _e52 = vec4(((_e46.x + _e46.y) + _e46.z));
    return Output(select((_e36 * _e52), vec4<f32>(0f, 0f, 0f, 0f), ((_e36 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e52 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
