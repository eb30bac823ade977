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
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(5) in5_: vec4<f32>, @location(7) in7_: vec2<f32>) -> Output {
    let _e4 = imm.vs;
    let _e16 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e20 = consts[(_e4 + 4u)];
    let _e21 = bitcast<vec4<f32>>(_e20);
    let _e25 = consts[(_e4 + 5u)];
    let _e26 = bitcast<vec4<f32>>(_e25);
    let _e42 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (vec4<f32>(0f, 0f, 0f, 0f) >= abs(in0_.wwww))), vec4<bool>(true, false, false, false));
    let _e49 = vec4((1f / select(_e42, (_e42.xxxx + in0_.wwww), vec4<bool>(true, false, false, false)).x));
    let _e59 = consts[(_e4 + 26u)];
    let _e60 = bitcast<vec4<f32>>(_e59);
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), _e60.xxxx, vec4<bool>(true, false, false, false));
    let _e63 = _e62.xxxx;
    let _e64 = _e60.yyyy;
    let _e68 = select(_e62, select(_e64, _e63, (_e63 >= _e64)), vec4<bool>(true, false, false, false)).xxxx;
    let _e69 = _e60.zzzz;
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), (select(select(vec4<f32>(0f, 0f, 0f, 0f), ((in0_ * _e21) + _e26), vec4<bool>(true, true, false, false)), saturate(((in0_ * _e21) + _e26)), vec4<bool>(false, false, true, false)) * _e49), vec4<bool>(true, true, true, false)), _e49, vec4<bool>(false, false, false, true)), in5_, vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f).wwww, _e16, _e16, _e16, _e16, _e16, _e16, _e16, _e16);
}
