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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    let _e9 = textureSample(t0_, s0_, in0_.xy);
    let _e27 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(log2(abs(_e9.x))), vec4<bool>(true, false, false, false)), vec4(log2(abs(_e9.y))), vec4<bool>(false, true, false, false)), vec4(log2(abs(_e9.z))), vec4<bool>(false, false, true, false));
    let _e28 = vec4<f32>(0.4545454f, 2.2f, 0f, 0f).xxxx;
    let _e35 = select(_e27, select((_e27 * _e28), vec4<f32>(0f, 0f, 0f, 0f), ((_e27 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e28 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    return Output(select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(exp2(_e35.x)), vec4<bool>(true, false, false, false)), vec4(exp2(_e35.y)), vec4<bool>(false, true, false, false)), vec4(exp2(_e35.z)), vec4<bool>(false, false, true, false)), _e9.wwww, vec4<bool>(false, false, false, true)));
}
