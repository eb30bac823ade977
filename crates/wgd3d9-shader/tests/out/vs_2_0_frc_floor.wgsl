struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e8 = ((in0_ * vec4<f32>(0.125f, 8f, 0.5f, 1f).yyyy) + vec4<f32>(0.125f, 8f, 0.5f, 1f).zzzz);
    let _e9 = fract(_e8);
    let _e11 = (_e8 + -(_e9));
    let _e18 = select(select(_e11, (_e11 * vec4<f32>(0.125f, 8f, 0.5f, 1f).xxxx), vec4<bool>(true, true, true, false)), in0_.wwww, vec4<bool>(false, false, false, true));
    let _e21 = consts.c[0];
    let _e28 = consts.c[1];
    let _e35 = consts.c[2];
    let _e42 = consts.c[3];
    let _e45 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e18, _e21)), vec4<bool>(true, false, false, false)), vec4(dot(_e18, _e28)), vec4<bool>(false, true, false, false)), vec4(dot(_e18, _e35)), vec4<bool>(false, false, true, false)), vec4(dot(_e18, _e42)), vec4<bool>(false, false, false, true));
    let _e48 = consts.c[256];
    let _e51 = consts.c[257];
    return Output(select(_e45, ((_e45 * _e51) + (_e48 * _e45.wwww)), vec4<bool>(true, true, true, false)), _e9);
}
