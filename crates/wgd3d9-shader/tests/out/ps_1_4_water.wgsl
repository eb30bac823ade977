struct Constants {
    c: array<vec4<f32>, 26>,
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
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;
@group(1) @binding(8) 
var t4_: texture_2d<f32>;
@group(1) @binding(9) 
var s4_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e18 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.04f, 0.04f, 0f, 0f), (vec4<f32>(0.04f, 0.04f, 0f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e20 = select(vec4<f32>(1f, 1f, 1f, 1f), _e18, (_e18 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e22 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0f, 0f, 0f, 1f), (vec4<f32>(0f, 0f, 0f, 1f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e26 = textureSample(t0_, s0_, in0_.xy);
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_.xyww, vec4<bool>(true, true, true, false));
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_.xyww, vec4<bool>(true, true, true, false));
    let _e35 = ((_e26 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e45 = ((_e26 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e53 = select(_e29, (select((_e35 * _e20), vec4<f32>(0f, 0f, 0f, 0f), ((_e35 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e20 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e29), vec4<bool>(true, true, false, false)).xyzz;
    let _e58 = textureSample(t3_, s3_, (_e53.xy / vec2(_e53.w)));
    let _e59 = select(_e31, (select((_e45 * _e20), vec4<f32>(0f, 0f, 0f, 0f), ((_e45 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e20 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e31), vec4<bool>(true, true, false, false)).xyzz;
    let _e64 = textureSample(t4_, s4_, (_e59.xy / vec2(_e59.w)));
    return Output(select(select(_e26, mix(_e64, _e58, in8_.wwww), vec4<bool>(true, true, true, false)), select(vec4<f32>(1f, 1f, 1f, 1f), _e22, (_e22 < vec4<f32>(1f, 1f, 1f, 1f))), vec4<bool>(false, false, false, true)));
}
