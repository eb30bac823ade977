struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e19 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.04f, 0.04f, 0f, 0f), (vec4<f32>(0.04f, 0.04f, 0f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e21 = select(vec4<f32>(1f, 1f, 1f, 1f), _e19, (_e19 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e23 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0f, 0f, 0f, 1f), (vec4<f32>(0f, 0f, 0f, 1f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e27 = textureSample(t0_, s0_, in0_.xy);
    let _e30 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_.xyww, vec4<bool>(true, true, true, false));
    let _e32 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_.xyww, vec4<bool>(true, true, true, false));
    let _e36 = ((_e27 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e46 = ((_e27 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e54 = select(_e30, (select((_e36 * _e21), vec4<f32>(0f, 0f, 0f, 0f), ((_e36 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e21 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e30), vec4<bool>(true, true, false, false)).xyzz;
    let _e59 = textureSample(t3_, s3_, (_e54.xy / vec2(_e54.w)));
    let _e60 = select(_e32, (select((_e46 * _e21), vec4<f32>(0f, 0f, 0f, 0f), ((_e46 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e21 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e32), vec4<bool>(true, true, false, false)).xyzz;
    let _e65 = textureSample(t4_, s4_, (_e60.xy / vec2(_e60.w)));
    return Output(select(select(_e27, mix(_e65, _e59, in8_.wwww), vec4<bool>(true, true, true, false)), select(vec4<f32>(1f, 1f, 1f, 1f), _e23, (_e23 < vec4<f32>(1f, 1f, 1f, 1f))), vec4<bool>(false, false, false, true)));
}
