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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e18 = textureSample(t0_, s0_, in0_.xy);
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e21 = _e18.xxxx;
    let _e25 = consts[(_e4 + 9u)];
    let _e26 = bitcast<vec4<f32>>(_e25);
    let _e32 = _e18.yyyy;
    let _e33 = _e26.zwzw;
    let _e44 = textureSample(t1_, s1_, select(_e20, (_e20 + (select((_e32 * _e33), vec4<f32>(0f, 0f, 0f, 0f), ((_e32 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e33 == vec4<f32>(0f, 0f, 0f, 0f)))) + select((_e21 * _e26), vec4<f32>(0f, 0f, 0f, 0f), ((_e21 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e26 == vec4<f32>(0f, 0f, 0f, 0f)))))), vec4<bool>(true, true, false, false)).xy);
    let _e46 = textureSample(t2_, s2_, in2_.xy);
    return Output(select((_e44 * _e46), vec4<f32>(0f, 0f, 0f, 0f), ((_e44 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e46 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
