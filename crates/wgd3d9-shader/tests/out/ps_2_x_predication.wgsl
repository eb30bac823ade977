struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e10 = textureSample(t0_, s0_, in0_.xy);
    let _e14 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e10 > vec4<f32>(0.5f, 0f, 1f, 2f).xxxx));
    let _e15 = vec4<f32>(0.5f, 0f, 1f, 2f).wwww;
    let _e23 = select(in8_, select((in8_ * _e15), vec4<f32>(0f, 0f, 0f, 0f), ((in8_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e15 == vec4<f32>(0f, 0f, 0f, 0f)))), (_e14.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e31 = select(_e23, select(_e23, (_e23.xxxx + vec4<f32>(0.5f, 0f, 1f, 2f).zzzz), (_e14.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e37 = select(_e31, select(_e31, vec4<f32>(0.5f, 0f, 1f, 2f).yyyy, (_e14.zzzz == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    return Output(select((_e10 * _e37), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e37 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
