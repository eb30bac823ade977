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
    let _e20 = consts.c[13];
    let _e38 = textureSample(t1_, s1_, vec2<f32>((in1_.x + ((_e20.x * _e18.x) + (_e20.z * _e18.y))), (in1_.y + ((_e20.y * _e18.x) + (_e20.w * _e18.y)))));
    let _e41 = consts.c[21];
    let _e50 = (_e38 * select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e18.zzzz * _e41.xxxx) + _e41.yyyy)), vec4<bool>(true, false, false, false)).xxxx);
    return Output(saturate(select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e50 * in8_), vec4<bool>(true, true, true, false)), _e50, vec4<bool>(false, false, false, true))));
}
