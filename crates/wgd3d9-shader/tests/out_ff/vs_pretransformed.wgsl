struct Constants {
    c: array<vec4<f32>, 29>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(10) out3_: vec4<f32>,
    @location(0) out4_: vec4<f32>,
    @location(1) out5_: vec4<f32>,
    @location(2) out6_: vec4<f32>,
    @location(3) out7_: vec4<f32>,
    @location(4) out8_: vec4<f32>,
    @location(5) out9_: vec4<f32>,
    @location(6) out10_: vec4<f32>,
    @location(7) out11_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(5) in5_: vec4<f32>, @location(7) in7_: vec2<f32>) -> Output {
    let _e14 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e16 = consts.c[4];
    let _e18 = consts.c[5];
    let _e34 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (vec4<f32>(0f, 0f, 0f, 0f) >= abs(in0_.wwww))), vec4<bool>(true, false, false, false));
    let _e41 = vec4((1f / select(_e34, (_e34.xxxx + in0_.wwww), vec4<bool>(true, false, false, false)).x));
    let _e49 = consts.c[26];
    let _e51 = select(vec4<f32>(0f, 0f, 0f, 0f), _e49.xxxx, vec4<bool>(true, false, false, false));
    let _e52 = _e51.xxxx;
    let _e53 = _e49.yyyy;
    let _e57 = select(_e51, select(_e53, _e52, (_e52 >= _e53)), vec4<bool>(true, false, false, false)).xxxx;
    let _e58 = _e49.zzzz;
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), (select(select(vec4<f32>(0f, 0f, 0f, 0f), ((in0_ * _e16) + _e18), vec4<bool>(true, true, false, false)), saturate(((in0_ * _e16) + _e18)), vec4<bool>(false, false, true, false)) * _e41), vec4<bool>(true, true, true, false)), _e41, vec4<bool>(false, false, false, true)), in5_, vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f).wwww, _e14, _e14, _e14, _e14, _e14, _e14, _e14, _e14);
}
