struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e9 = ((in0_ * vec4<f32>(0.125f, 8f, 0.5f, 1f).yyyy) + vec4<f32>(0.125f, 8f, 0.5f, 1f).zzzz);
    let _e10 = fract(_e9);
    let _e12 = (_e9 + -(_e10));
    let _e19 = select(select(_e12, (_e12 * vec4<f32>(0.125f, 8f, 0.5f, 1f).xxxx), vec4<bool>(true, true, true, false)), in0_.wwww, vec4<bool>(false, false, false, true));
    let _e21 = consts.c[0];
    let _e27 = consts.c[1];
    let _e33 = consts.c[2];
    let _e39 = consts.c[3];
    let _e42 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e19, _e21)), vec4<bool>(true, false, false, false)), vec4(dot(_e19, _e27)), vec4<bool>(false, true, false, false)), vec4(dot(_e19, _e33)), vec4<bool>(false, false, true, false)), vec4(dot(_e19, _e39)), vec4<bool>(false, false, false, true));
    let _e44 = consts.c[256];
    let _e46 = consts.c[257];
    return Output(select(_e42, ((_e42 * _e46) + (_e44 * _e42.wwww)), vec4<bool>(true, true, true, false)), _e10);
}
