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
    let _e11 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ > vec4<f32>(0.5f, 0f, 1f, 0f).xxxx));
    let _e12 = vec4<f32>(0.5f, 0f, 1f, 0f).yyyy;
    let _e17 = select(_e12, (_e12 + vec4<f32>(0.5f, 0f, 1f, 0f).zzzz), (_e11.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e27 = select(in0_, vec4<f32>(0.5f, 0f, 1f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e30 = textureSampleLevel(t0_, s0_, _e27.xy, _e27.w);
    return Output(select(select(_e17, select(_e17, (in0_ * vec4<f32>(0.5f, 0f, 1f, 0f).xxxx), (_e11.xxxx == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false)), _e30, (_e11.zzzz != vec4<f32>(0f, 0f, 0f, 0f))));
}
