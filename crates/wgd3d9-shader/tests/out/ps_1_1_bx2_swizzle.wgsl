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
    let _e16 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.5f, 0.5f, 0.5f, 0.25f), (vec4<f32>(0.5f, 0.5f, 0.5f, 0.25f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e18 = select(vec4<f32>(1f, 1f, 1f, 1f), _e16, (_e16 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e20 = textureSample(t0_, s0_, in0_.xy);
    let _e22 = textureSample(t1_, s1_, in1_.xy);
    let _e29 = ((_e20 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e30 = ((in8_ * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e32 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e36 = select((_e29 * _e30), _e32, ((_e29 == _e32) | (_e30 == _e32)));
    let _e43 = saturate(vec4(((_e36.x + _e36.y) + _e36.z)));
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e22 * _e43), vec4<f32>(0f, 0f, 0f, 0f), ((_e22 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e43 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e53 = ((_e20.wwww * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e59 = select(_e43, select((in9_ * _e53), vec4<f32>(0f, 0f, 0f, 0f), ((in9_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e53 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e63 = -((in8_.wwww - vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)));
    let _e72 = _e22.wwww;
    let _e74 = (vec4<f32>(1f, 1f, 1f, 1f) - _e59.zzzz);
    let _e84 = -((_e20.zzzz - vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)));
    return Output(select(select(_e50, saturate((select((_e59 * _e63), vec4<f32>(0f, 0f, 0f, 0f), ((_e59 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e63 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e50)), vec4<bool>(true, true, true, false)), (select((_e84 * _e18), vec4<f32>(0f, 0f, 0f, 0f), ((_e84 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e18 == vec4<f32>(0f, 0f, 0f, 0f)))) + select(_e59, select((_e72 * _e74), vec4<f32>(0f, 0f, 0f, 0f), ((_e72 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e74 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true)).wwww), vec4<bool>(false, false, false, true)));
}
