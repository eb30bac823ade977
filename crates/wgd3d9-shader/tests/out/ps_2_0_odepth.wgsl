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

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e9 = textureSample(t0_, s0_, in0_.xy);
    let _e15 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in1_.w)), vec4<bool>(true, false, false, false));
    let _e16 = in1_.zzzz;
    let _e17 = _e15.xxxx;
    return Output(select(_e15, select((_e16 * _e17), vec4<f32>(0f, 0f, 0f, 0f), ((_e16 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e17 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false)).xxxx.x, _e9);
}
