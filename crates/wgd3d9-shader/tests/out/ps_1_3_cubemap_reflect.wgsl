struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e18 = consts[(constant_index + 2u)];
    let _e19 = bitcast<vec4<f32>>(_e18);
    let _e21 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e19, (_e19 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e25 = textureSample(t0_, s0_, in0_.xy);
    let _e30 = in1_.xyz;
    let _e31 = ((_e25 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e33 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e37 = select((_e30 * _e31), _e33, ((_e30 == _e33) | (_e31 == _e33)));
    let _e48 = in2_.xyz;
    let _e49 = ((_e25 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e51 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e55 = select((_e48 * _e49), _e51, ((_e48 == _e51) | (_e49 == _e51)));
    let _e66 = in3_.xyz;
    let _e67 = ((_e25 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e69 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e73 = select((_e66 * _e67), _e69, ((_e66 == _e69) | (_e67 == _e69)));
    let _e83 = textureSample(t3_, s3_, select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e37.x + _e37.y) + _e37.z)), vec4<bool>(true, false, false, false)), vec4(((_e55.x + _e55.y) + _e55.z)), vec4<bool>(false, true, false, false)), vec4(((_e73.x + _e73.y) + _e73.z)), vec4<bool>(false, false, true, false)).xy);
    return Output(mix(in8_, _e83, select(vec4<f32>(1f, 1f, 1f, 1f), _e21, (_e21 < vec4<f32>(1f, 1f, 1f, 1f)))));
}
