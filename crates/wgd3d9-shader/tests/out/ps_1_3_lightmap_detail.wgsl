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
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e21 = consts[(_e4 + 0u)];
    let _e23 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e21, (_e21 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e27 = textureSample(t0_, s0_, in0_.xy);
    let _e29 = textureSample(t1_, s1_, in1_.xy);
    let _e31 = textureSample(t2_, s2_, in2_.xy);
    let _e38 = (select((_e27 * _e29), vec4<f32>(0f, 0f, 0f, 0f), ((_e27 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e29 == vec4<f32>(0f, 0f, 0f, 0f)))) * vec4<f32>(2f, 2f, 2f, 2f));
    let _e44 = (select((_e38 * _e31), vec4<f32>(0f, 0f, 0f, 0f), ((_e38 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e31 == vec4<f32>(0f, 0f, 0f, 0f)))) * vec4<f32>(2f, 2f, 2f, 2f));
    return Output(select(select(_e44, mix(select(vec4<f32>(1f, 1f, 1f, 1f), _e23, (_e23 < vec4<f32>(1f, 1f, 1f, 1f))), _e44, in9_.wwww), vec4<bool>(true, true, true, false)), _e27, vec4<bool>(false, false, false, true)));
}
