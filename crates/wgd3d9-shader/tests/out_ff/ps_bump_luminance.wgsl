struct Constants {
    c: array<vec4<f32>, 31>,
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
    let _e19 = consts.c[29];
    let _e22 = textureSampleBias(t0_, s0_, in0_.xy, _e19.xxxx.x);
    let _e24 = consts.c[13];
    let _e42 = textureSample(t1_, s1_, vec2<f32>((in1_.x + ((_e24.x * _e22.x) + (_e24.z * _e22.y))), (in1_.y + ((_e24.y * _e22.x) + (_e24.w * _e22.y)))));
    let _e45 = consts.c[21];
    let _e54 = (_e42 * select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e22.zzzz * _e45.xxxx) + _e45.yyyy)), vec4<bool>(true, false, false, false)).xxxx);
    return Output(saturate(select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e54 * in8_), vec4<bool>(true, true, true, false)), _e54, vec4<bool>(false, false, false, true))));
}
