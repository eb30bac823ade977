struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<f32>, 256>;
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
    let _e22 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e20, (_e20 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e26 = textureSample(t0_, s0_, in0_.xy);
    let _e31 = in1_.xyz;
    let _e32 = ((_e26 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e34 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e38 = select((_e31 * _e32), _e34, ((_e31 == _e34) | (_e32 == _e34)));
    let _e49 = in2_.xyz;
    let _e50 = ((_e26 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e52 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e56 = select((_e49 * _e50), _e52, ((_e49 == _e52) | (_e50 == _e52)));
    let _e67 = in3_.xyz;
    let _e68 = ((_e26 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e70 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e74 = select((_e67 * _e68), _e70, ((_e67 == _e70) | (_e68 == _e70)));
    let _e84 = textureSample(t3_, s3_, select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e38.x + _e38.y) + _e38.z)), vec4<bool>(true, false, false, false)), vec4(((_e56.x + _e56.y) + _e56.z)), vec4<bool>(false, true, false, false)), vec4(((_e74.x + _e74.y) + _e74.z)), vec4<bool>(false, false, true, false)).xy);
    return Output(mix(in8_, _e84, select(vec4<f32>(1f, 1f, 1f, 1f), _e22, (_e22 < vec4<f32>(1f, 1f, 1f, 1f)))));
}
