struct Constants {
    c: array<vec4<f32>, 29>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e18 = textureSample(t0_, s0_, in0_.xy);
    let _e22 = select(select(vec4<f32>(0f, 0f, 0f, 0f), in8_, vec4<bool>(true, true, true, false)), _e18, vec4<bool>(false, false, false, true));
    let _e25 = consts.c[13];
    let _e43 = textureSample(t1_, s1_, vec2<f32>((in1_.x + ((_e25.x * _e18.x) + (_e25.z * _e18.y))), (in1_.y + ((_e25.y * _e18.x) + (_e25.w * _e18.y)))));
    let _e46 = consts.c[21];
    let _e56 = select(_e43, (_e43 * select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e18.zzzz * _e46.xxxx) + _e46.yyyy)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    return Output(saturate(select(select(_e22, (_e56 * in8_), vec4<bool>(true, true, true, false)), _e56, vec4<bool>(false, false, false, true))));
}
