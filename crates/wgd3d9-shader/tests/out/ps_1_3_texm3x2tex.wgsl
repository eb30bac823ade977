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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e19 = textureSample(t0_, s0_, in0_.xy);
    let _e24 = in1_.xyz;
    let _e25 = ((_e19 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e27 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e31 = select((_e24 * _e25), _e27, ((_e24 == _e27) | (_e25 == _e27)));
    let _e42 = in2_.xyz;
    let _e43 = ((_e19 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e45 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e49 = select((_e42 * _e43), _e45, ((_e42 == _e45) | (_e43 == _e45)));
    let _e59 = textureSample(t2_, s2_, select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e31.x + _e31.y) + _e31.z)), vec4<bool>(true, false, false, false)), vec4(((_e49.x + _e49.y) + _e49.z)), vec4<bool>(false, true, false, false)).xy);
    let _e61 = textureSample(t3_, s3_, in3_.xy);
    return Output((select((_e59 * _e61), vec4<f32>(0f, 0f, 0f, 0f), ((_e59 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e61 == vec4<f32>(0f, 0f, 0f, 0f)))) * vec4<f32>(2f, 2f, 2f, 2f)));
}
