struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e19 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.05f, 0.05f, 0f, 0f), (vec4<f32>(0.05f, 0.05f, 0f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e21 = select(vec4<f32>(1f, 1f, 1f, 1f), _e19, (_e19 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e22 = in0_.xyww;
    let _e27 = textureSample(t0_, s0_, (_e22.xy / vec2(_e22.w)));
    let _e30 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_.xyww, vec4<bool>(true, true, true, false));
    let _e31 = in1_.xyww;
    let _e36 = textureSample(t2_, s2_, (_e31.xy / vec2(_e31.w)));
    let _e40 = ((_e36 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e49 = textureSample(t1_, s1_, select(_e30, (select((_e40 * _e21), vec4<f32>(0f, 0f, 0f, 0f), ((_e40 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e21 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e30), vec4<bool>(true, true, true, false)).xy);
    let _e50 = in3_.xyww;
    let _e55 = textureSample(t3_, s3_, (_e50.xy / vec2(_e50.w)));
    let _e61 = select(_e27, select((_e27 * _e49), vec4<f32>(0f, 0f, 0f, 0f), ((_e27 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e49 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    return Output(select(select(_e61, select((_e61 * _e55), vec4<f32>(0f, 0f, 0f, 0f), ((_e61 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e55 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)), _e55.wwww, vec4<bool>(false, false, false, true)));
}
