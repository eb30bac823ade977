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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    let _e19 = consts[(constant_index + 0u)];
    let _e20 = bitcast<vec4<f32>>(_e19);
    let _e22 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e20, (_e20 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e26 = textureSample(t0_, s0_, in0_.xy);
    let _e28 = textureSample(t1_, s1_, in1_.xy);
    let _e30 = textureSample(t2_, s2_, in2_.xy);
    let _e37 = (select((_e26 * _e28), vec4<f32>(0f, 0f, 0f, 0f), ((_e26 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e28 == vec4<f32>(0f, 0f, 0f, 0f)))) * vec4<f32>(2f, 2f, 2f, 2f));
    let _e43 = (select((_e37 * _e30), vec4<f32>(0f, 0f, 0f, 0f), ((_e37 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e30 == vec4<f32>(0f, 0f, 0f, 0f)))) * vec4<f32>(2f, 2f, 2f, 2f));
    return Output(select(select(_e43, mix(select(vec4<f32>(1f, 1f, 1f, 1f), _e22, (_e22 < vec4<f32>(1f, 1f, 1f, 1f))), _e43, in9_.wwww), vec4<bool>(true, true, true, false)), _e26, vec4<bool>(false, false, false, true)));
}
