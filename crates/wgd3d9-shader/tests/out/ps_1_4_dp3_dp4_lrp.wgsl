struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e15 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f), (vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e17 = select(vec4<f32>(1f, 1f, 1f, 1f), _e15, (_e15 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e19 = textureSample(t0_, s0_, in0_.xy);
    let _e21 = textureSample(t1_, s1_, in1_.xy);
    let _e28 = ((_e19 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e29 = ((in8_ * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e31 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e35 = select((_e28 * _e29), _e31, ((_e28 == _e31) | (_e29 == _e31)));
    let _e47 = select((_e21 * _e17), vec4<f32>(0f, 0f, 0f, 0f), ((_e21 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e17 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e55 = vec4((((_e47.x + _e47.y) + _e47.z) + _e47.w));
    let _e56 = mix(_e21, _e19, saturate(vec4(((_e35.x + _e35.y) + _e35.z))));
    return Output(saturate(select((_e56 * _e55), vec4<f32>(0f, 0f, 0f, 0f), ((_e56 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e55 == vec4<f32>(0f, 0f, 0f, 0f))))));
}
