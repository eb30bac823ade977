struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
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
    let _e60 = select(vec4<f32>(0f, 0f, 0f, 0f), floor(select(vec4<f32>(0f, 0f, 0f, 0f), (in1_.wwww * vec4<f32>(255f, 0f, 0f, 0f).xxxx), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, false, false, false));
    let _e64 = (i32(_e60.x) + 20i);
    let _e65 = u32(_e64);
    let _e70 = consts[(_e13 + min(_e65, 265u))];
    let _e81 = (i32(_e60.x) + 0i);
    let _e82 = u32(_e81);
    let _e86 = consts[(_e13 + min(_e82, 265u))];
    let _e97 = consts[(_e13 + 256u)];
    let _e102 = consts[(_e13 + 257u)];
    return Output(select(_e53, ((_e53 * bitcast<vec4<f32>>(_e102)) + (bitcast<vec4<f32>>(_e97) * _e53.wwww)), vec4<bool>(true, true, true, false)), saturate(((select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e70), (_e65 < 256u)), vec4<f32>(255f, 0f, 0f, 0f), (_e64 == 4i)) + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e86), (_e82 < 256u)), vec4<f32>(255f, 0f, 0f, 0f), (_e81 == 4i))) * in1_)), (_e9 >> 12u));
}
