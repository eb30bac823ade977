struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e12 = (abs(in0_) + -(vec4<f32>(1f, 0.5f, 0f, 0f).yyyy));
    return Output(((select(select(vec4<f32>(0f, 0f, 0f, 0f), (abs(select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false))) * _e12), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 0.5f, 0f, 0f).xxxx, vec4<bool>(false, false, false, true)) * select(vec4<f32>(1f, 0.5f, 0f, 0f).zzzz, vec4<f32>(1f, 0.5f, 0f, 0f).xxxx, (-(abs(in0_)) >= vec4<f32>(0f, 0f, 0f, 0f)))) + -(abs(_e12))));
}
