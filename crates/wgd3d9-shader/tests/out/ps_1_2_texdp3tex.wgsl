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
    let _e17 = textureSample(t0_, s0_, in0_.xy);
    let _e22 = in1_.xyz;
    let _e23 = ((_e17 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e25 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e29 = select((_e22 * _e23), _e25, ((_e22 == _e25) | (_e23 == _e25)));
    let _e39 = textureSample(t1_, s1_, select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e29.x + _e29.y) + _e29.z)), vec4<bool>(true, false, false, false)).xy);
    let _e41 = textureSample(t2_, s2_, in2_.xy);
    return Output(select((_e39 * _e41), vec4<f32>(0f, 0f, 0f, 0f), ((_e39 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e41 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
