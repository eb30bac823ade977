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
    let _e18 = textureSample(t0_, s0_, in0_.xy);
    let _e23 = in1_.xyz;
    let _e24 = ((_e18 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e26 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e30 = select((_e23 * _e24), _e26, ((_e23 == _e26) | (_e24 == _e26)));
    let _e41 = in2_.xyz;
    let _e42 = ((_e18 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e44 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e48 = select((_e41 * _e42), _e44, ((_e41 == _e44) | (_e42 == _e44)));
    let _e59 = in3_.xyz;
    let _e60 = ((_e18 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e62 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e66 = select((_e59 * _e60), _e62, ((_e59 == _e62) | (_e60 == _e62)));
    let _e76 = textureSample(t3_, s3_, select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e30.x + _e30.y) + _e30.z)), vec4<bool>(true, false, false, false)), vec4(((_e48.x + _e48.y) + _e48.z)), vec4<bool>(false, true, false, false)), vec4(((_e66.x + _e66.y) + _e66.z)), vec4<bool>(false, false, true, false)).xy);
    return Output(select((_e76 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e76 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))));
}
