struct Constants {
    c: array<vec4<f32>, 31>,
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
    let _e18 = consts.c[29];
    let _e21 = textureSampleBias(t0_, s0_, in0_.xy, _e18.xxxx.x);
    let _e27 = saturate(select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e21 * in8_), vec4<bool>(true, true, true, false)), _e21, vec4<bool>(false, false, false, true)));
    let _e35 = consts.c[12];
    let _e48 = consts.c[11];
    let _e50 = select(_e27, mix(_e48, _e27, select(vec4<f32>(0f, 0f, 0f, 0f), saturate((select(vec4<f32>(0f, 0f, 0f, 0f), (_e35.yyyy + -(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / frag_coord.w)), vec4<bool>(true, false, false, false)).xxxx)), vec4<bool>(true, false, false, false)).xxxx * _e35.wwww)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e53 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(_e50.wwww), vec4<bool>(true, false, false, false));
    let _e57 = select(_e53, ((_e53 * vec4<f32>(255f, 0.5f, 0f, 0f)) + vec4<f32>(255f, 0.5f, 0f, 0f).yyyy), vec4<bool>(true, false, false, false));
    let _e62 = consts.c[1];
    if (select(_e57, floor(_e57), vec4<bool>(true, false, false, false)).x >= _e62.x) {
    } else {
        discard;
    }
    return Output(_e50);
}
