struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e8 = vec4<f32>(0.5f, 0f, 0.125f, 0f).yyyy;
    let _e17 = select(_e8, (_e8 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ > vec4<f32>(0.5f, 0f, 0.125f, 0f).xxxx)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e25 = select(_e17, (_e17 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ == vec4<f32>(0.5f, 0f, 0.125f, 0f).yyyy)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e33 = select(_e25, (_e25 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ >= vec4<f32>(0.5f, 0f, 0.125f, 0f).xxxx)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e41 = select(_e33, (_e33 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ < vec4<f32>(0.5f, 0f, 0.125f, 0f).xxxx)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e49 = select(_e41, (_e41 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ != vec4<f32>(0.5f, 0f, 0.125f, 0f).yyyy)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    return Output(select(_e49, (_e49 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ <= vec4<f32>(0.5f, 0f, 0.125f, 0f).xxxx)).xyzw != vec4<f32>(0f, 0f, 0f, 0f))));
}
