struct Constants {
    c: array<vec4<f32>, 34>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e5 = vec4<f32>(0.5f, 0f, 0.125f, 0f).yyyy;
    let _e14 = select(_e5, (_e5 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ > vec4<f32>(0.5f, 0f, 0.125f, 0f).xxxx)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e22 = select(_e14, (_e14 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ == vec4<f32>(0.5f, 0f, 0.125f, 0f).yyyy)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e30 = select(_e22, (_e22 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ >= vec4<f32>(0.5f, 0f, 0.125f, 0f).xxxx)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e38 = select(_e30, (_e30 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ < vec4<f32>(0.5f, 0f, 0.125f, 0f).xxxx)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e46 = select(_e38, (_e38 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ != vec4<f32>(0.5f, 0f, 0.125f, 0f).yyyy)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    return Output(select(_e46, (_e46 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ <= vec4<f32>(0.5f, 0f, 0.125f, 0f).xxxx)).xyzw != vec4<f32>(0f, 0f, 0f, 0f))));
}
