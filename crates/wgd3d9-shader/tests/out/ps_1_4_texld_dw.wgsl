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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e18 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.05f, 0.05f, 0f, 0f), (vec4<f32>(0.05f, 0.05f, 0f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e20 = select(vec4<f32>(1f, 1f, 1f, 1f), _e18, (_e18 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e21 = in0_.xyww;
    let _e26 = textureSample(t0_, s0_, (_e21.xy / vec2(_e21.w)));
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_.xyww, vec4<bool>(true, true, true, false));
    let _e30 = in1_.xyww;
    let _e35 = textureSample(t2_, s2_, (_e30.xy / vec2(_e30.w)));
    let _e39 = ((_e35 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e48 = textureSample(t1_, s1_, select(_e29, (select((_e39 * _e20), vec4<f32>(0f, 0f, 0f, 0f), ((_e39 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e20 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e29), vec4<bool>(true, true, true, false)).xy);
    let _e49 = in3_.xyww;
    let _e54 = textureSample(t3_, s3_, (_e49.xy / vec2(_e49.w)));
    let _e60 = select(_e26, select((_e26 * _e48), vec4<f32>(0f, 0f, 0f, 0f), ((_e26 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e48 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    return Output(select(select(_e60, select((_e60 * _e54), vec4<f32>(0f, 0f, 0f, 0f), ((_e60 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e54 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)), _e54.wwww, vec4<bool>(false, false, false, true)));
}
