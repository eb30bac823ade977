struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(frag_depth) out0_: f32,
    @location(0) out1_: vec4<f32>,
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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e19 = textureSample(t0_, s0_, in0_.xy);
    let _e20 = in1_.xyz;
    let _e21 = _e19.xyz;
    let _e23 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e27 = select((_e20 * _e21), _e23, ((_e20 == _e23) | (_e21 == _e23)));
    let _e36 = in2_.xyz;
    let _e37 = _e19.xyz;
    let _e39 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e43 = select((_e36 * _e37), _e39, ((_e36 == _e39) | (_e37 == _e39)));
    let _e51 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e27.x + _e27.y) + _e27.z)), vec4<bool>(true, false, false, false)), vec4(((_e43.x + _e43.y) + _e43.z)), vec4<bool>(false, true, false, false));
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e51.y)), vec4<bool>(true, false, false, false));
    let _e57 = _e51.xxxx;
    let _e68 = select(select(_e56, select((_e56 * _e57), vec4<f32>(0f, 0f, 0f, 0f), ((_e56 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e57 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e51.yyyy == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e74 = textureSample(t3_, s3_, in3_.xy);
    return Output(select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e68.xxxx, vec4<f32>(1f, 1f, 1f, 1f), _e68.yyyy), vec4<bool>(true, false, false, false)).x, select((_e74 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e74 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))));
}
