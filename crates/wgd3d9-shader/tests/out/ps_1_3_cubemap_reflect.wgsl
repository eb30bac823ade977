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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e20 = consts[(_e4 + 2u)];
    let _e21 = bitcast<vec4<f32>>(_e20);
    let _e23 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e21, (_e21 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e27 = textureSample(t0_, s0_, in0_.xy);
    let _e32 = in1_.xyz;
    let _e33 = ((_e27 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e35 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e39 = select((_e32 * _e33), _e35, ((_e32 == _e35) | (_e33 == _e35)));
    let _e50 = in2_.xyz;
    let _e51 = ((_e27 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e53 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e57 = select((_e50 * _e51), _e53, ((_e50 == _e53) | (_e51 == _e53)));
    let _e68 = in3_.xyz;
    let _e69 = ((_e27 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e71 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e75 = select((_e68 * _e69), _e71, ((_e68 == _e71) | (_e69 == _e71)));
    let _e85 = textureSample(t3_, s3_, select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e39.x + _e39.y) + _e39.z)), vec4<bool>(true, false, false, false)), vec4(((_e57.x + _e57.y) + _e57.z)), vec4<bool>(false, true, false, false)), vec4(((_e75.x + _e75.y) + _e75.z)), vec4<bool>(false, false, true, false)).xy);
    return Output(mix(in8_, _e85, select(vec4<f32>(1f, 1f, 1f, 1f), _e23, (_e23 < vec4<f32>(1f, 1f, 1f, 1f)))));
}
