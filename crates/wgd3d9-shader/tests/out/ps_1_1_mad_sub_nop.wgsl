struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<f32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e16 = consts[(_e4 + 0u)];
    let _e18 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e16, (_e16 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e20 = select(vec4<f32>(1f, 1f, 1f, 1f), _e18, (_e18 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e24 = consts[(_e4 + 1u)];
    let _e26 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e24, (_e24 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e32 = consts[(_e4 + 2u)];
    let _e34 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e32, (_e32 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e38 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 0.5f, 0.25f, 1f), (vec4<f32>(1f, 0.5f, 0.25f, 1f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e42 = textureSample(t0_, s0_, in0_.xy);
    let _e50 = ((select((_e42 * _e20), vec4<f32>(0f, 0f, 0f, 0f), ((_e42 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e20 == vec4<f32>(0f, 0f, 0f, 0f)))) + select(vec4<f32>(1f, 1f, 1f, 1f), _e26, (_e26 < vec4<f32>(1f, 1f, 1f, 1f)))) + -(select(vec4<f32>(1f, 1f, 1f, 1f), _e38, (_e38 < vec4<f32>(1f, 1f, 1f, 1f)))));
    return Output((select((_e50 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e50 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))) + select(vec4<f32>(1f, 1f, 1f, 1f), _e34, (_e34 < vec4<f32>(1f, 1f, 1f, 1f)))));
}
