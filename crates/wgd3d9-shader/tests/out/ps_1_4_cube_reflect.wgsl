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
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e15 = textureSample(t0_, s0_, in0_.xy);
    let _e17 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e22 = ((_e15 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e23 = _e17.xyz;
    let _e25 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e29 = select((_e22 * _e23), _e25, ((_e22 == _e25) | (_e23 == _e25)));
    let _e37 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4(((_e29.x + _e29.y) + _e29.z)) * vec4<f32>(2f, 2f, 2f, 2f)), vec4<bool>(true, true, true, false));
    let _e39 = ((_e15 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e50 = textureSample(t2_, s2_, select(vec4<f32>(0f, 0f, 0f, 0f), (select(_e37, select((_e39 * _e37), vec4<f32>(0f, 0f, 0f, 0f), ((_e39 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e37 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)) + -(_e17)), vec4<bool>(true, true, true, false)).xy);
    let _e52 = textureSample(t3_, s3_, in3_.xy);
    return Output(select(select(_e15, select((_e50 * _e52), vec4<f32>(0f, 0f, 0f, 0f), ((_e50 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e52 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)), _e52, vec4<bool>(false, false, false, true)));
}
