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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    let _e13 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 0f, 0f, 1f), (vec4<f32>(1f, 0f, 0f, 1f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e17 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(-1f, -0.5f, 0.5f, 0.25f), (vec4<f32>(-1f, -0.5f, 0.5f, 0.25f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e21 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.2125f, 0.7154f, 0.0721f, 0f), (vec4<f32>(0.2125f, 0.7154f, 0.0721f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e25 = textureSample(t0_, s0_, in0_.xy);
    let _e26 = _e25.xyz;
    let _e27 = select(vec4<f32>(1f, 1f, 1f, 1f), _e21, (_e21 < vec4<f32>(1f, 1f, 1f, 1f))).xyz;
    let _e29 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e33 = select((_e26 * _e27), _e29, ((_e26 == _e29) | (_e27 == _e29)));
    let _e43 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e33.x + _e33.y) + _e33.z)), vec4<bool>(true, true, true, false)), select(vec4<f32>(1f, 1f, 1f, 1f), _e13, (_e13 < vec4<f32>(1f, 1f, 1f, 1f))), vec4<bool>(false, false, false, true));
    let _e44 = (_e43 + select(vec4<f32>(1f, 1f, 1f, 1f), _e17, (_e17 < vec4<f32>(1f, 1f, 1f, 1f))));
    return Output(select(_e43, select((_e44 * _e43), vec4<f32>(0f, 0f, 0f, 0f), ((_e44 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e43 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)));
}
