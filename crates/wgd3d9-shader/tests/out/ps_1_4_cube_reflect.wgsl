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
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e16 = textureSample(t0_, s0_, in0_.xy);
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e23 = ((_e16 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e24 = _e18.xyz;
    let _e26 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e30 = select((_e23 * _e24), _e26, ((_e23 == _e26) | (_e24 == _e26)));
    let _e38 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4(((_e30.x + _e30.y) + _e30.z)) * vec4<f32>(2f, 2f, 2f, 2f)), vec4<bool>(true, true, true, false));
    let _e40 = ((_e16 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e51 = textureSample(t2_, s2_, select(vec4<f32>(0f, 0f, 0f, 0f), (select(_e38, select((_e40 * _e38), vec4<f32>(0f, 0f, 0f, 0f), ((_e40 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e38 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)) + -(_e18)), vec4<bool>(true, true, true, false)).xy);
    let _e53 = textureSample(t3_, s3_, in3_.xy);
    return Output(select(select(_e16, select((_e51 * _e53), vec4<f32>(0f, 0f, 0f, 0f), ((_e51 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e53 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)), _e53, vec4<bool>(false, false, false, true)));
}
