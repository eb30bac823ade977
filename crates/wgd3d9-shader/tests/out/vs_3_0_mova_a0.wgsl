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
    let _e54 = (in1_ * vec4<f32>(1f, 2f, 3f, 4f));
    let _e60 = (floor((abs(_e54) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e54));
    let _e64 = (i32(_e60.x) + 16i);
    let _e65 = u32(_e64);
    let _e70 = consts[(_e13 + min(_e65, 265u))];
    let _e81 = (i32(_e60.y) + 32i);
    let _e82 = u32(_e81);
    let _e86 = consts[(_e13 + min(_e82, 265u))];
    let _e96 = (i32(_e60.z) + 48i);
    let _e97 = u32(_e96);
    let _e101 = consts[(_e13 + min(_e97, 265u))];
    let _e111 = (i32(_e60.w) + 0i);
    let _e112 = u32(_e111);
    let _e116 = consts[(_e13 + min(_e112, 265u))];
    let _e123 = _e54.wwww;
    let _e133 = (i32(select(_e60, (floor((abs(_e123) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e123)), vec4<bool>(false, true, false, false)).y) + 64i);
    let _e134 = u32(_e133);
    let _e138 = consts[(_e13 + min(_e134, 265u))];
    let _e147 = consts[(_e13 + 256u)];
    let _e152 = consts[(_e13 + 257u)];
    return Output(select(_e53, ((_e53 * bitcast<vec4<f32>>(_e152)) + (bitcast<vec4<f32>>(_e147) * _e53.wwww)), vec4<bool>(true, true, true, false)), ((((select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e70), (_e65 < 256u)), vec4<f32>(1f, 2f, 3f, 4f), (_e64 == 4i)) + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e86), (_e82 < 256u)), vec4<f32>(1f, 2f, 3f, 4f), (_e81 == 4i))) + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e101), (_e97 < 256u)), vec4<f32>(1f, 2f, 3f, 4f), (_e96 == 4i))) + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e116), (_e112 < 256u)), vec4<f32>(1f, 2f, 3f, 4f), (_e111 == 4i))) + select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e138), (_e134 < 256u)), vec4<f32>(1f, 2f, 3f, 4f), (_e133 == 4i))), (_e9 >> 12u));
}
