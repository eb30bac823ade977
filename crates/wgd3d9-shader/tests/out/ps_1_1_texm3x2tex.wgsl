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

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e15 = textureSample(t0_, s0_, in0_.xy);
    let _e20 = in1_.xyz;
    let _e21 = ((_e15 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e23 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e27 = select((_e20 * _e21), _e23, ((_e20 == _e23) | (_e21 == _e23)));
    let _e38 = in2_.xyz;
    let _e39 = ((_e15 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e41 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e45 = select((_e38 * _e39), _e41, ((_e38 == _e41) | (_e39 == _e41)));
    let _e55 = textureSample(t2_, s2_, select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e27.x + _e27.y) + _e27.z)), vec4<bool>(true, false, false, false)), vec4(((_e45.x + _e45.y) + _e45.z)), vec4<bool>(false, true, false, false)).xy);
    return Output(select((_e55 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e55 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))));
}
