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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e17 = textureSample(t0_, s0_, in0_.xy);
    let _e22 = in1_.xyz;
    let _e23 = ((_e17 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e25 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e29 = select((_e22 * _e23), _e25, ((_e22 == _e25) | (_e23 == _e25)));
    let _e40 = in2_.xyz;
    let _e41 = ((_e17 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e43 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e47 = select((_e40 * _e41), _e43, ((_e40 == _e43) | (_e41 == _e43)));
    let _e57 = textureSample(t2_, s2_, select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e29.x + _e29.y) + _e29.z)), vec4<bool>(true, false, false, false)), vec4(((_e47.x + _e47.y) + _e47.z)), vec4<bool>(false, true, false, false)).xy);
    let _e59 = textureSample(t3_, s3_, in3_.xy);
    return Output((select((_e57 * _e59), vec4<f32>(0f, 0f, 0f, 0f), ((_e57 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e59 == vec4<f32>(0f, 0f, 0f, 0f)))) * vec4<f32>(2f, 2f, 2f, 2f)));
}
