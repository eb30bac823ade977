struct Immediates {
    vs: u32,
    ps: u32,
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
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(5) in5_: vec4<f32>, @location(7) in7_: vec2<f32>) -> Output {
    let _e4 = imm.vs;
    let _e16 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e20 = consts[(_e4 + 4u)];
    let _e24 = consts[(_e4 + 5u)];
    let _e40 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (vec4<f32>(0f, 0f, 0f, 0f) >= abs(in0_.wwww))), vec4<bool>(true, false, false, false));
    let _e47 = vec4((1f / select(_e40, (_e40.xxxx + in0_.wwww), vec4<bool>(true, false, false, false)).x));
    let _e57 = consts[(_e4 + 26u)];
    let _e59 = select(vec4<f32>(0f, 0f, 0f, 0f), _e57.xxxx, vec4<bool>(true, false, false, false));
    let _e60 = _e59.xxxx;
    let _e61 = _e57.yyyy;
    let _e65 = select(_e59, select(_e61, _e60, (_e60 >= _e61)), vec4<bool>(true, false, false, false)).xxxx;
    let _e66 = _e57.zzzz;
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), (select(select(vec4<f32>(0f, 0f, 0f, 0f), ((in0_ * _e20) + _e24), vec4<bool>(true, true, false, false)), saturate(((in0_ * _e20) + _e24)), vec4<bool>(false, false, true, false)) * _e47), vec4<bool>(true, true, true, false)), _e47, vec4<bool>(false, false, false, true)), in5_, vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f).wwww, _e16, _e16, _e16, _e16, _e16, _e16, _e16, _e16);
}
