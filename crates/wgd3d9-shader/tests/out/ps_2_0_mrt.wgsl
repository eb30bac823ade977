struct Output {
    @location(0) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(2) out2_: vec4<f32>,
    @location(3) out3_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e11 = textureSample(t0_, s0_, in0_.xy);
    let _e12 = in1_.xyz;
    let _e13 = in1_.xyz;
    let _e15 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e19 = select((_e12 * _e13), _e15, ((_e12 == _e15) | (_e13 == _e15)));
    let _e24 = ((_e19.x + _e19.y) + _e19.z);
    let _e32 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e24))), vec4<f32>(0f, 0f, 0f, 0f), (_e24 == 0f)), vec4<bool>(true, true, true, false));
    let _e33 = vec4<f32>(0.5f, 0f, 0f, 1f).xxxx;
    let _e48 = consts[(constant_index + 1u)];
    return Output(_e11, select(select(_e32, (select((_e32 * _e33), vec4<f32>(0f, 0f, 0f, 0f), ((_e32 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e33 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.5f, 0f, 0f, 1f).xxxx), vec4<bool>(true, true, true, false)), vec4<f32>(0.5f, 0f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)), in2_, bitcast<vec4<f32>>(_e48));
}
