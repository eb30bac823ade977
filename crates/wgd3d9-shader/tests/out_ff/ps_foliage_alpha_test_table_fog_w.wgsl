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
fn main(@location(24) @interpolate(flat) constant_index: u32, @builtin(position) frag_coord: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(0) in0_: vec4<f32>) -> Output {
    let _e20 = consts[(constant_index + 29u)];
    let _e24 = textureSampleBias(t0_, s0_, in0_.xy, bitcast<vec4<f32>>(_e20).xxxx.x);
    let _e30 = saturate(select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e24 * in8_), vec4<bool>(true, true, true, false)), _e24, vec4<bool>(false, false, false, true)));
    let _e40 = consts[(constant_index + 12u)];
    let _e41 = bitcast<vec4<f32>>(_e40);
    let _e56 = consts[(constant_index + 11u)];
    let _e59 = select(_e30, mix(bitcast<vec4<f32>>(_e56), _e30, select(vec4<f32>(0f, 0f, 0f, 0f), saturate((select(vec4<f32>(0f, 0f, 0f, 0f), (_e41.yyyy + -(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / frag_coord.w)), vec4<bool>(true, false, false, false)).xxxx)), vec4<bool>(true, false, false, false)).xxxx * _e41.wwww)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(_e59.wwww), vec4<bool>(true, false, false, false));
    let _e66 = select(_e62, ((_e62 * vec4<f32>(255f, 0.5f, 0f, 0f)) + vec4<f32>(255f, 0.5f, 0f, 0f).yyyy), vec4<bool>(true, false, false, false));
    let _e73 = consts[(constant_index + 1u)];
    if (select(_e66, floor(_e66), vec4<bool>(true, false, false, false)).x >= bitcast<vec4<f32>>(_e73).x) {
    } else {
        discard;
    }
    return Output(_e59);
}
