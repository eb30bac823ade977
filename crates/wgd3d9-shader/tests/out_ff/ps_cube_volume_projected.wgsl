struct Constants {
    c: array<vec4<f32>, 31>,
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
    let _e22 = consts.c[29];
    let _e25 = textureSampleBias(t0_, s0_, in0_.xyz, _e22.xxxx.x);
    let _e29 = select(select(vec4<f32>(0f, 0f, 0f, 0f), _e25, vec4<bool>(true, true, true, false)), _e25, vec4<bool>(false, false, false, true));
    let _e34 = textureSampleBias(t1_, s1_, in1_.xyz, _e22.yyyy.x);
    let _e37 = select(select(_e29, (_e34 + saturate(_e29)), vec4<bool>(true, true, true, false)), _e34, vec4<bool>(false, false, false, true));
    let _e44 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in2_.w)), vec4<bool>(true, false, false, false));
    let _e51 = textureSampleBias(t2_, s2_, select(_e44, (in2_ * _e44.xxxx), vec4<bool>(true, true, true, false)).xy, _e22.zzzz.x);
    let _e52 = select(_e51, vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    return Output(saturate(select(select(_e37, (_e52 * saturate(_e37)), vec4<bool>(true, true, true, false)), _e52, vec4<bool>(false, false, false, true))));
}
