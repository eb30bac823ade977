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
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * vec4<f32>(2f, 4f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e63 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e56) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e56)), vec4<bool>(true, true, false, false));
    let _e67 = (i32(_e63.x) + 10i);
    let _e68 = u32(_e67);
    let _e73 = consts[(_e13 + min(_e68, 265u))];
    let _e84 = (i32(_e63.y) + 40i);
    let _e85 = u32(_e84);
    let _e89 = consts[(_e13 + min(_e85, 265u))];
    let _e99 = consts[(_e13 + 256u)];
    let _e104 = consts[(_e13 + 257u)];
    return Output(select(_e53, ((_e53 * bitcast<vec4<f32>>(_e104)) + (bitcast<vec4<f32>>(_e99) * _e53.wwww)), vec4<bool>(true, true, true, false)), saturate((select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e73), (_e68 < 256u)), vec4<f32>(2f, 4f, 0f, 0f), (_e67 == 4i)) + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e89), (_e85 < 256u)), vec4<f32>(2f, 4f, 0f, 0f), (_e84 == 4i)))), (_e9 >> 12u));
}
