struct Constants {
    c: array<vec4<f32>, 29>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_cube<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_3d<f32>;
@group(1) @binding(3) 
var s1_: sampler;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e21 = textureSample(t0_, s0_, in0_.xyz);
    let _e25 = select(select(vec4<f32>(0f, 0f, 0f, 0f), _e21, vec4<bool>(true, true, true, false)), _e21, vec4<bool>(false, false, false, true));
    let _e28 = textureSample(t1_, s1_, in1_.xyz);
    let _e31 = select(select(_e25, (_e28 + saturate(_e25)), vec4<bool>(true, true, true, false)), _e28, vec4<bool>(false, false, false, true));
    let _e38 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in2_.w)), vec4<bool>(true, false, false, false));
    let _e43 = textureSample(t2_, s2_, select(_e38, (in2_ * _e38.xxxx), vec4<bool>(true, true, true, false)).xy);
    let _e44 = select(_e43, vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    return Output(saturate(select(select(_e31, (_e44 * saturate(_e31)), vec4<bool>(true, true, true, false)), _e44, vec4<bool>(false, false, false, true))));
}
