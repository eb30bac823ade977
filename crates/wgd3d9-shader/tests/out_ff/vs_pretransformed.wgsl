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
    let _e7 = select(_e3, instance_index, (_e3 == 4294967295u));
    let _e11 = (_e7 & 4095u);
    let _e24 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e28 = consts[(_e11 + 4u)];
    let _e29 = bitcast<vec4<f32>>(_e28);
    let _e33 = consts[(_e11 + 5u)];
    let _e34 = bitcast<vec4<f32>>(_e33);
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (vec4<f32>(0f, 0f, 0f, 0f) >= abs(in0_.wwww))), vec4<bool>(true, false, false, false));
    let _e57 = vec4((1f / select(_e50, (_e50.xxxx + in0_.wwww), vec4<bool>(true, false, false, false)).x));
    let _e67 = consts[(_e11 + 26u)];
    let _e68 = bitcast<vec4<f32>>(_e67);
    let _e70 = select(vec4<f32>(0f, 0f, 0f, 0f), _e68.xxxx, vec4<bool>(true, false, false, false));
    let _e71 = _e70.xxxx;
    let _e72 = _e68.yyyy;
    let _e76 = select(_e70, select(_e72, _e71, (_e71 >= _e72)), vec4<bool>(true, false, false, false)).xxxx;
    let _e77 = _e68.zzzz;
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), (select(select(vec4<f32>(0f, 0f, 0f, 0f), ((in0_ * _e29) + _e34), vec4<bool>(true, true, false, false)), saturate(((in0_ * _e29) + _e34)), vec4<bool>(false, false, true, false)) * _e57), vec4<bool>(true, true, true, false)), _e57, vec4<bool>(false, false, false, true)), in5_, vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f).wwww, _e24, _e24, _e24, _e24, _e24, _e24, _e24, _e24, (_e7 >> 12u));
}
