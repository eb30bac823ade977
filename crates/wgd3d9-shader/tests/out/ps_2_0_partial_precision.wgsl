struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e9 = textureSample(t0_, s0_, in0_.xy);
    let _e10 = in1_.xyz;
    let _e11 = in1_.xyz;
    let _e13 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e17 = select((_e10 * _e11), _e13, ((_e10 == _e13) | (_e11 == _e13)));
    let _e22 = ((_e17.x + _e17.y) + _e17.z);
    let _e34 = consts[(constant_index + 0u)];
    let _e36 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e22))), vec4<f32>(0f, 0f, 0f, 0f), (_e22 == 0f)), vec4<bool>(true, true, true, false)).xyz;
    let _e37 = bitcast<vec4<f32>>(_e34).xyz;
    let _e39 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e43 = select((_e36 * _e37), _e39, ((_e36 == _e39) | (_e37 == _e39)));
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e43.x + _e43.y) + _e43.z)), vec4<bool>(true, false, false, false)).xxxx;
    let _e58 = select(_e9, select((_e9 * _e52), vec4<f32>(0f, 0f, 0f, 0f), ((_e9 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e52 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e62 = consts[(constant_index + 1u)];
    let _e63 = bitcast<vec4<f32>>(_e62);
    let _e75 = consts[(constant_index + 2u)];
    return Output(select(select(_e58, (select((_e58 * _e63), vec4<f32>(0f, 0f, 0f, 0f), ((_e58 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e63 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e63.wwww), vec4<bool>(true, true, true, false)), bitcast<vec4<f32>>(_e75).xxxx, vec4<bool>(false, false, false, true)));
}
