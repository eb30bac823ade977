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
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e16 = textureSample(t0_, s0_, in0_.xy);
    let _e18 = textureSample(t1_, s1_, in1_.xy);
    let _e19 = vec4<f32>(2f, 0.5f, 8f, 0f).zzzz;
    let _e28 = textureSample(t2_, s2_, select(vec4<f32>(0f, 0f, 0f, 0f), select((in0_ * _e19), vec4<f32>(0f, 0f, 0f, 0f), ((in0_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e19 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false)).xy);
    let _e35 = select(_e16, select((_e16 * _e18), vec4<f32>(0f, 0f, 0f, 0f), ((_e16 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e18 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e36 = vec4<f32>(2f, 0.5f, 8f, 0f).xxxx;
    let _e42 = select(_e35, select((_e35 * _e36), vec4<f32>(0f, 0f, 0f, 0f), ((_e35 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e36 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e46 = select(_e28, (_e28 + -(vec4<f32>(2f, 0.5f, 8f, 0f).yyyy)), vec4<bool>(true, true, true, false));
    return Output(select(_e42, (select((_e46 * _e42), vec4<f32>(0f, 0f, 0f, 0f), ((_e46 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e42 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e42), vec4<bool>(true, true, true, false)));
}
