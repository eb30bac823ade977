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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e18 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.05f, 0.05f, 0f, 0f), (vec4<f32>(0.05f, 0.05f, 0f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e20 = select(vec4<f32>(1f, 1f, 1f, 1f), _e18, (_e18 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e22 = textureSample(t0_, s0_, in0_.xy);
    let _e24 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e28 = ((_e22 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e37 = textureSample(t1_, s1_, select(_e24, (select((_e28 * _e20), vec4<f32>(0f, 0f, 0f, 0f), ((_e28 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e20 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e24), vec4<bool>(true, true, true, false)).xy);
    let _e39 = textureSample(t2_, s2_, in2_.xy);
    let _e44 = select((_e37 * _e39), vec4<f32>(0f, 0f, 0f, 0f), ((_e37 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e39 == vec4<f32>(0f, 0f, 0f, 0f))));
    return Output(select(_e44, select((_e44 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e44 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)));
}
