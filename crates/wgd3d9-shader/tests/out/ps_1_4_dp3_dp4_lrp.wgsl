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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e14 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f), (vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e16 = select(vec4<f32>(1f, 1f, 1f, 1f), _e14, (_e14 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e18 = textureSample(t0_, s0_, in0_.xy);
    let _e20 = textureSample(t1_, s1_, in1_.xy);
    let _e27 = ((_e18 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e28 = ((in8_ * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e30 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e34 = select((_e27 * _e28), _e30, ((_e27 == _e30) | (_e28 == _e30)));
    let _e46 = select((_e20 * _e16), vec4<f32>(0f, 0f, 0f, 0f), ((_e20 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e16 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e54 = vec4((((_e46.x + _e46.y) + _e46.z) + _e46.w));
    let _e55 = mix(_e20, _e18, saturate(vec4(((_e34.x + _e34.y) + _e34.z))));
    return Output(saturate(select((_e55 * _e54), vec4<f32>(0f, 0f, 0f, 0f), ((_e55 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e54 == vec4<f32>(0f, 0f, 0f, 0f))))));
}
