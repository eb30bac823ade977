struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e22 = consts[(_e13 + 0u)];
    let _e30 = consts[(_e13 + 1u)];
    let _e39 = consts[(_e13 + 2u)];
    let _e48 = consts[(_e13 + 3u)];
    let _e53 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e30))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e39))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e48))), vec4<bool>(false, false, false, true));
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_.zzzz * vec4<f32>(2f, 0f, 0f, 0f).xxxx), vec4<bool>(true, false, false, false)).xxxx;
    let _e65 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e58) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e58)), vec4<bool>(true, false, false, false));
    let _e69 = (i32(_e65.x) + 16i);
    let _e70 = u32(_e69);
    let _e75 = consts[(_e13 + min(_e70, 265u))];
    let _e86 = (i32(_e65.x) + 17i);
    let _e87 = u32(_e86);
    let _e91 = consts[(_e13 + min(_e87, 265u))];
    let _e104 = (i32(_e65.x) + 32i);
    let _e105 = u32(_e104);
    let _e109 = consts[(_e13 + min(_e105, 265u))];
    let _e118 = consts[(_e13 + 256u)];
    let _e123 = consts[(_e13 + 257u)];
    return Output(select(_e53, ((_e53 * bitcast<vec4<f32>>(_e123)) + (bitcast<vec4<f32>>(_e118) * _e53.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e75), (_e70 < 256u)), vec4<f32>(2f, 0f, 0f, 0f), (_e69 == 4i))) + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e91), (_e87 < 256u)), vec4<f32>(2f, 0f, 0f, 0f), (_e86 == 4i))), vec4<bool>(true, true, false, false)), saturate(select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e109), (_e105 < 256u)), vec4<f32>(2f, 0f, 0f, 0f), (_e104 == 4i))), (_e9 >> 12u));
}
