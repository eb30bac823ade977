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
    let _e10 = vec4<f32>(4f, 0.5f, 2f, 1f).xxxx;
    let _e19 = select(vec4<f32>(0f, 0f, 0f, 0f), fract(select(vec4<f32>(0f, 0f, 0f, 0f), select((in0_ * _e10), vec4<f32>(0f, 0f, 0f, 0f), ((in0_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e10 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false))), vec4<bool>(true, true, false, false));
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), abs(select(_e19, (_e19 + -(vec4<f32>(4f, 0.5f, 2f, 1f).yyyy)), vec4<bool>(true, true, false, false))), vec4<bool>(true, true, false, false));
    let _e26 = vec4<f32>(4f, 0.5f, 2f, 1f).zzzz;
    let _e34 = textureSample(t0_, s0_, select(_e25, select((_e25 * _e26), vec4<f32>(0f, 0f, 0f, 0f), ((_e25 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e26 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false)).xy);
    return Output(_e34);
}
