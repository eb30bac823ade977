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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e21 = consts[(_e4 + 0u)];
    let _e22 = bitcast<vec4<f32>>(_e21);
    let _e24 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e22, (_e22 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e26 = select(vec4<f32>(1f, 1f, 1f, 1f), _e24, (_e24 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e28 = textureSample(t0_, s0_, in0_.xy);
    let _e32 = consts[(_e4 + 9u)];
    let _e33 = bitcast<vec4<f32>>(_e32);
    let _e51 = textureSample(t1_, s1_, vec2<f32>((in1_.x + ((_e33.x * _e28.x) + (_e33.z * _e28.y))), (in1_.y + ((_e33.y * _e28.x) + (_e33.w * _e28.y)))));
    let _e53 = textureSample(t2_, s2_, in2_.xy);
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e53, select((_e51 * _e26), vec4<f32>(0f, 0f, 0f, 0f), ((_e51 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e26 == vec4<f32>(0f, 0f, 0f, 0f)))), in8_.wwww), vec4<bool>(true, true, true, false)), in8_.wwww, vec4<bool>(false, false, false, true)));
}
