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

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e15 = textureSample(t0_, s0_, in0_.xy);
    let _e20 = in1_.xyz;
    let _e21 = ((_e15 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e23 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e27 = select((_e20 * _e21), _e23, ((_e20 == _e23) | (_e21 == _e23)));
    let _e37 = textureSample(t1_, s1_, select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e27.x + _e27.y) + _e27.z)), vec4<bool>(true, false, false, false)).xy);
    let _e40 = in2_.xyz;
    let _e41 = ((_e15 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e43 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e47 = select((_e40 * _e41), _e43, ((_e40 == _e43) | (_e41 == _e43)));
    let _e53 = vec4(((_e47.x + _e47.y) + _e47.z));
    return Output(select((_e37 * _e53), vec4<f32>(0f, 0f, 0f, 0f), ((_e37 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e53 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
