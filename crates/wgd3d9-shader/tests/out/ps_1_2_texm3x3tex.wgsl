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

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e16 = textureSample(t0_, s0_, in0_.xy);
    let _e21 = in1_.xyz;
    let _e22 = ((_e16 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e24 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e28 = select((_e21 * _e22), _e24, ((_e21 == _e24) | (_e22 == _e24)));
    let _e39 = in2_.xyz;
    let _e40 = ((_e16 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e42 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e46 = select((_e39 * _e40), _e42, ((_e39 == _e42) | (_e40 == _e42)));
    let _e57 = in3_.xyz;
    let _e58 = ((_e16 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e60 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e64 = select((_e57 * _e58), _e60, ((_e57 == _e60) | (_e58 == _e60)));
    let _e74 = textureSample(t3_, s3_, select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e28.x + _e28.y) + _e28.z)), vec4<bool>(true, false, false, false)), vec4(((_e46.x + _e46.y) + _e46.z)), vec4<bool>(false, true, false, false)), vec4(((_e64.x + _e64.y) + _e64.z)), vec4<bool>(false, false, true, false)).xy);
    return Output(select((_e74 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e74 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))));
}
