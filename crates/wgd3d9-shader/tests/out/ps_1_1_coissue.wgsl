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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    let _e15 = textureSample(t0_, s0_, in0_.xy);
    let _e17 = textureSample(t1_, s1_, in1_.xy);
    let _e27 = select(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e15 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e15 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)), (_e15 + _e17), vec4<bool>(false, false, false, true));
    let _e34 = ((_e17 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e35 = ((in9_ * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e37 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e41 = select((_e34 * _e35), _e37, ((_e34 == _e37) | (_e35 == _e37)));
    let _e54 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e41.x + _e41.y) + _e41.z)), vec4<bool>(true, true, true, false)), select((_e17 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e17 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    return Output(select(select(_e27, select((_e27 * _e54), vec4<f32>(0f, 0f, 0f, 0f), ((_e27 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e54 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)), select((_e27 * _e54), vec4<f32>(0f, 0f, 0f, 0f), ((_e27 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e54 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true)));
}
