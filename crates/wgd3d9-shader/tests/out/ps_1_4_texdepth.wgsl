struct Output {
    @builtin(frag_depth) out0_: f32,
    @location(0) out1_: vec4<f32>,
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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e16 = textureSample(t0_, s0_, in0_.xy);
    let _e21 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e16 + select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false))), vec4<bool>(true, true, false, false));
    let _e27 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e21.y)), vec4<bool>(true, false, false, false));
    let _e28 = _e21.xxxx;
    let _e40 = select(select(_e27, select((_e27 * _e28), vec4<f32>(0f, 0f, 0f, 0f), ((_e27 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e28 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e21.yyyy == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e46 = textureSample(t2_, s2_, in2_.xy);
    return Output(select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e40.xxxx, vec4<f32>(1f, 1f, 1f, 1f), _e40.yyyy), vec4<bool>(true, false, false, false)).x, select((_e46 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e46 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))));
}
