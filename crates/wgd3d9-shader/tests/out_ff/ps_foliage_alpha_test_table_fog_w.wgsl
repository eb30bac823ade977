struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@builtin(position) frag_coord: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(0) in0_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e22 = consts[(_e4 + 29u)];
    let _e26 = textureSampleBias(t0_, s0_, in0_.xy, bitcast<vec4<f32>>(_e22).xxxx.x);
    let _e32 = saturate(select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e26 * in8_), vec4<bool>(true, true, true, false)), _e26, vec4<bool>(false, false, false, true)));
    let _e42 = consts[(_e4 + 12u)];
    let _e43 = bitcast<vec4<f32>>(_e42);
    let _e58 = consts[(_e4 + 11u)];
    let _e61 = select(_e32, mix(bitcast<vec4<f32>>(_e58), _e32, select(vec4<f32>(0f, 0f, 0f, 0f), saturate((select(vec4<f32>(0f, 0f, 0f, 0f), (_e43.yyyy + -(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / frag_coord.w)), vec4<bool>(true, false, false, false)).xxxx)), vec4<bool>(true, false, false, false)).xxxx * _e43.wwww)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e64 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(_e61.wwww), vec4<bool>(true, false, false, false));
    let _e68 = select(_e64, ((_e64 * vec4<f32>(255f, 0.5f, 0f, 0f)) + vec4<f32>(255f, 0.5f, 0f, 0f).yyyy), vec4<bool>(true, false, false, false));
    let _e75 = consts[(_e4 + 1u)];
    if (select(_e68, floor(_e68), vec4<bool>(true, false, false, false)).x >= bitcast<vec4<f32>>(_e75).x) {
    } else {
        discard;
    }
    return Output(_e61);
}
