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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e15 = textureSample(t0_, s0_, in0_.xy);
    let _e19 = consts[(_e4 + 9u)];
    let _e20 = bitcast<vec4<f32>>(_e19);
    let _e38 = textureSample(t1_, s1_, vec2<f32>((in1_.x + ((_e20.x * _e15.x) + (_e20.z * _e15.y))), (in1_.y + ((_e20.y * _e15.x) + (_e20.w * _e15.y)))));
    let _e39 = _e15.zzzz;
    let _e43 = consts[(_e4 + 17u)];
    let _e44 = bitcast<vec4<f32>>(_e43);
    let _e45 = _e44.xxxx;
    let _e55 = select(vec4<f32>(0f, 0f, 0f, 0f), (select((_e39 * _e45), vec4<f32>(0f, 0f, 0f, 0f), ((_e39 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e45 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e44.yyyy), vec4<bool>(true, false, false, false)).xxxx;
    return Output(select((_e38 * _e55), vec4<f32>(0f, 0f, 0f, 0f), ((_e38 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e55 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
