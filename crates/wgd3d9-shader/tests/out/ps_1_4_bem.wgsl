struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e16 = textureSample(t0_, s0_, in0_.xy);
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e19 = _e16.xxxx;
    let _e23 = consts[(constant_index + 9u)];
    let _e24 = bitcast<vec4<f32>>(_e23);
    let _e30 = _e16.yyyy;
    let _e31 = _e24.zwzw;
    let _e42 = textureSample(t1_, s1_, select(_e18, (_e18 + (select((_e30 * _e31), vec4<f32>(0f, 0f, 0f, 0f), ((_e30 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e31 == vec4<f32>(0f, 0f, 0f, 0f)))) + select((_e19 * _e24), vec4<f32>(0f, 0f, 0f, 0f), ((_e19 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e24 == vec4<f32>(0f, 0f, 0f, 0f)))))), vec4<bool>(true, true, false, false)).xy);
    let _e44 = textureSample(t2_, s2_, in2_.xy);
    return Output(select((_e42 * _e44), vec4<f32>(0f, 0f, 0f, 0f), ((_e42 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e44 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
