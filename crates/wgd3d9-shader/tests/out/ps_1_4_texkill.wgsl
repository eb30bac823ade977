struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e16 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.5f, 0.5f, 0.5f, 0f), (vec4<f32>(0.5f, 0.5f, 0.5f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e20 = textureSample(t0_, s0_, in0_.xy);
    let _e22 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    if any((in2_.xyz < vec4<f32>(0f, 0f, 0f, 0f).xyz)) {
        discard;
    }
    let _e31 = textureSample(t2_, s2_, in3_.xy);
    if any((select(_e22, (_e22 + -(select(vec4<f32>(1f, 1f, 1f, 1f), _e16, (_e16 < vec4<f32>(1f, 1f, 1f, 1f))))), vec4<bool>(true, true, true, false)).xyz < vec4<f32>(0f, 0f, 0f, 0f).xyz)) {
        discard;
    }
    return Output(select(select(_e20, select((_e20 * _e31), vec4<f32>(0f, 0f, 0f, 0f), ((_e20 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e31 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)), _e31, vec4<bool>(false, false, false, true)));
}
