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
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e13 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ > vec4<f32>(0.5f, 0f, 1f, 0f).xxxx));
    let _e14 = vec4<f32>(0.5f, 0f, 1f, 0f).yyyy;
    let _e19 = select(_e14, (_e14 + vec4<f32>(0.5f, 0f, 1f, 0f).zzzz), (_e13.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e29 = select(in0_, vec4<f32>(0.5f, 0f, 1f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e32 = textureSampleLevel(t0_, s0_, _e29.xy, _e29.w);
    return Output(select(select(_e19, select(_e19, (in0_ * vec4<f32>(0.5f, 0f, 1f, 0f).xxxx), (_e13.xxxx == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false)), _e32, (_e13.zzzz != vec4<f32>(0f, 0f, 0f, 0f))));
}
