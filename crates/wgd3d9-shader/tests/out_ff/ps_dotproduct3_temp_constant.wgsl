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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(0) in0_: vec4<f32>) -> Output {
    let _e18 = consts[(constant_index + 29u)];
    let _e22 = textureSampleBias(t0_, s0_, in0_.xy, bitcast<vec4<f32>>(_e18).xxxx.x);
    let _e26 = consts[(constant_index + 0u)];
    let _e37 = vec4(dot(((_e22 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz, ((bitcast<vec4<f32>>(_e26) * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz));
    let _e38 = saturate(_e37);
    let _e42 = consts[(constant_index + 3u)];
    let _e43 = bitcast<vec4<f32>>(_e42);
    let _e50 = select(select(_e37, ((_e43 * (vec4<f32>(1f, 1f, 1f, 1f) - _e38)) + _e38), vec4<bool>(true, true, true, false)), _e43, vec4<bool>(false, false, false, true));
    let _e51 = saturate(_e50);
    return Output(saturate(select(select(_e50, mix(_e38.wwww, _e51, _e38), vec4<bool>(true, true, true, false)), _e51, vec4<bool>(false, false, false, true))));
}
