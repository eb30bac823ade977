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
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e16 = consts[(_e4 + 0u)];
    let _e17 = bitcast<vec4<f32>>(_e16);
    let _e19 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e17, (_e17 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e21 = select(vec4<f32>(1f, 1f, 1f, 1f), _e19, (_e19 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e25 = consts[(_e4 + 1u)];
    let _e26 = bitcast<vec4<f32>>(_e25);
    let _e28 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e26, (_e26 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e34 = consts[(_e4 + 2u)];
    let _e35 = bitcast<vec4<f32>>(_e34);
    let _e37 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e35, (_e35 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e41 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 0.5f, 0.25f, 1f), (vec4<f32>(1f, 0.5f, 0.25f, 1f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e45 = textureSample(t0_, s0_, in0_.xy);
    let _e53 = ((select((_e45 * _e21), vec4<f32>(0f, 0f, 0f, 0f), ((_e45 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e21 == vec4<f32>(0f, 0f, 0f, 0f)))) + select(vec4<f32>(1f, 1f, 1f, 1f), _e28, (_e28 < vec4<f32>(1f, 1f, 1f, 1f)))) + -(select(vec4<f32>(1f, 1f, 1f, 1f), _e41, (_e41 < vec4<f32>(1f, 1f, 1f, 1f)))));
    return Output((select((_e53 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e53 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))) + select(vec4<f32>(1f, 1f, 1f, 1f), _e37, (_e37 < vec4<f32>(1f, 1f, 1f, 1f)))));
}
