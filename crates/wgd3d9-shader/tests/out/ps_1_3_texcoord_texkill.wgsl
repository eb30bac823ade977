struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e15 = select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(in0_), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    if any((in1_.xyz < vec4<f32>(0f, 0f, 0f, 0f).xyz)) {
        discard;
    }
    let _e21 = textureSample(t2_, s2_, in2_.xy);
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e15 * _e21), vec4<f32>(0f, 0f, 0f, 0f), ((_e15 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e21 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)), _e21, vec4<bool>(false, false, false, true)));
}
