struct Immediates {
    indices: u32,
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
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(5) in5_: vec4<f32>, @location(7) in7_: vec2<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e26 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e30 = consts[(_e13 + 4u)];
    let _e31 = bitcast<vec4<f32>>(_e30);
    let _e35 = consts[(_e13 + 5u)];
    let _e36 = bitcast<vec4<f32>>(_e35);
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (vec4<f32>(0f, 0f, 0f, 0f) >= abs(in0_.wwww))), vec4<bool>(true, false, false, false));
    let _e59 = vec4((1f / select(_e52, (_e52.xxxx + in0_.wwww), vec4<bool>(true, false, false, false)).x));
    let _e69 = consts[(_e13 + 26u)];
    let _e70 = bitcast<vec4<f32>>(_e69);
    let _e72 = select(vec4<f32>(0f, 0f, 0f, 0f), _e70.xxxx, vec4<bool>(true, false, false, false));
    let _e73 = _e72.xxxx;
    let _e74 = _e70.yyyy;
    let _e78 = select(_e72, select(_e74, _e73, (_e73 >= _e74)), vec4<bool>(true, false, false, false)).xxxx;
    let _e79 = _e70.zzzz;
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), (select(select(vec4<f32>(0f, 0f, 0f, 0f), ((in0_ * _e31) + _e36), vec4<bool>(true, true, false, false)), saturate(((in0_ * _e31) + _e36)), vec4<bool>(false, false, true, false)) * _e59), vec4<bool>(true, true, true, false)), _e59, vec4<bool>(false, false, false, true)), in5_, vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f).wwww, _e26, _e26, _e26, _e26, _e26, _e26, _e26, _e26, (_e9 >> 12u));
}
