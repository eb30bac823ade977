struct Constants {
    c: array<vec4<f32>, 29>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@builtin(position) frag_coord: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(0) in0_: vec4<f32>) -> Output {
    let _e17 = textureSample(t0_, s0_, in0_.xy);
    let _e23 = saturate(select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e17 * in8_), vec4<bool>(true, true, true, false)), _e17, vec4<bool>(false, false, false, true)));
    let _e31 = consts.c[12];
    let _e44 = consts.c[11];
    let _e46 = select(_e23, mix(_e44, _e23, select(vec4<f32>(0f, 0f, 0f, 0f), saturate((select(vec4<f32>(0f, 0f, 0f, 0f), (_e31.yyyy + -(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / frag_coord.w)), vec4<bool>(true, false, false, false)).xxxx)), vec4<bool>(true, false, false, false)).xxxx * _e31.wwww)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e49 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(_e46.wwww), vec4<bool>(true, false, false, false));
    let _e53 = select(_e49, ((_e49 * vec4<f32>(255f, 0.5f, 0f, 0f)) + vec4<f32>(255f, 0.5f, 0f, 0f).yyyy), vec4<bool>(true, false, false, false));
    let _e58 = consts.c[1];
    if (select(_e53, floor(_e53), vec4<bool>(true, false, false, false)).x >= _e58.x) {
    } else {
        discard;
    }
    return Output(_e46);
}
