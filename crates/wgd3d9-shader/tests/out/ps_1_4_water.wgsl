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
    let _e21 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.04f, 0.04f, 0f, 0f), (vec4<f32>(0.04f, 0.04f, 0f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e23 = select(vec4<f32>(1f, 1f, 1f, 1f), _e21, (_e21 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e25 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0f, 0f, 0f, 1f), (vec4<f32>(0f, 0f, 0f, 1f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e29 = textureSample(t0_, s0_, in0_.xy);
    let _e32 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_.xyww, vec4<bool>(true, true, true, false));
    let _e34 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_.xyww, vec4<bool>(true, true, true, false));
    let _e38 = ((_e29 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e48 = ((_e29 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e56 = select(_e32, (select((_e38 * _e23), vec4<f32>(0f, 0f, 0f, 0f), ((_e38 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e23 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e32), vec4<bool>(true, true, false, false)).xyzz;
    let _e61 = textureSample(t3_, s3_, (_e56.xy / vec2(_e56.w)));
    let _e62 = select(_e34, (select((_e48 * _e23), vec4<f32>(0f, 0f, 0f, 0f), ((_e48 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e23 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e34), vec4<bool>(true, true, false, false)).xyzz;
    let _e67 = textureSample(t4_, s4_, (_e62.xy / vec2(_e62.w)));
    return Output(select(select(_e29, mix(_e67, _e61, in8_.wwww), vec4<bool>(true, true, true, false)), select(vec4<f32>(1f, 1f, 1f, 1f), _e25, (_e25 < vec4<f32>(1f, 1f, 1f, 1f))), vec4<bool>(false, false, false, true)));
}
