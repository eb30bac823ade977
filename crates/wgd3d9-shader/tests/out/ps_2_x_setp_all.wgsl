struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    let _e6 = vec4<f32>(0.5f, 0f, 0.125f, 0f).yyyy;
    let _e15 = select(_e6, (_e6 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ > vec4<f32>(0.5f, 0f, 0.125f, 0f).xxxx)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e23 = select(_e15, (_e15 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ == vec4<f32>(0.5f, 0f, 0.125f, 0f).yyyy)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e31 = select(_e23, (_e23 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ >= vec4<f32>(0.5f, 0f, 0.125f, 0f).xxxx)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e39 = select(_e31, (_e31 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ < vec4<f32>(0.5f, 0f, 0.125f, 0f).xxxx)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e47 = select(_e39, (_e39 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ != vec4<f32>(0.5f, 0f, 0.125f, 0f).yyyy)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    return Output(select(_e47, (_e47 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ <= vec4<f32>(0.5f, 0f, 0.125f, 0f).xxxx)).xyzw != vec4<f32>(0f, 0f, 0f, 0f))));
}
