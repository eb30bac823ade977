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
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e22 = (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx);
    let _e28 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ > vec4<f32>(3f, 1f, 0f, 0f).zzzz)), vec4<bool>(true, true, false, false));
    let _e35 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e22) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e22)), vec4<bool>(true, true, false, false));
    let _e36 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e40 = (i32(_e35.x) + 20i);
    let _e41 = u32(_e40);
    let _e46 = consts[(_e13 + min(_e41, 265u))];
    let _e61 = (i32(_e35.x) + 21i);
    let _e62 = u32(_e61);
    let _e66 = consts[(_e13 + min(_e62, 265u))];
    let _e79 = (i32(_e35.x) + 22i);
    let _e80 = u32(_e79);
    let _e84 = consts[(_e13 + min(_e80, 265u))];
    let _e93 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e46), (_e41 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e40 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e66), (_e62 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e61 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e84), (_e80 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e79 == 4i)))), vec4<bool>(false, false, true, false));
    let _e97 = select(_e93, (_e93 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e100 = (i32(_e35.y) + 20i);
    let _e101 = u32(_e100);
    let _e105 = consts[(_e13 + min(_e101, 265u))];
    let _e116 = select(_e36, select(_e36, vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e105), (_e101 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e100 == 4i)))), (_e28.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e119 = (i32(_e35.y) + 21i);
    let _e120 = u32(_e119);
    let _e124 = consts[(_e13 + min(_e120, 265u))];
    let _e135 = select(_e116, select(_e116, vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e124), (_e120 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e119 == 4i)))), (_e28.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e138 = (i32(_e35.y) + 22i);
    let _e139 = u32(_e138);
    let _e143 = consts[(_e13 + min(_e139, 265u))];
    let _e164 = select(select(_e97, select(_e97, ((select(_e135, select(_e135, vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e143), (_e139 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e138 == 4i)))), (_e28.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false)) * in1_.yyyy) + _e97), (_e28.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e167 = consts[(_e13 + 0u)];
    let _e174 = consts[(_e13 + 1u)];
    let _e182 = consts[(_e13 + 2u)];
    let _e190 = consts[(_e13 + 3u)];
    let _e194 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e164, bitcast<vec4<f32>>(_e167))), vec4<bool>(true, false, false, false)), vec4(dot(_e164, bitcast<vec4<f32>>(_e174))), vec4<bool>(false, true, false, false)), vec4(dot(_e164, bitcast<vec4<f32>>(_e182))), vec4<bool>(false, false, true, false)), vec4(dot(_e164, bitcast<vec4<f32>>(_e190))), vec4<bool>(false, false, false, true));
    let _e198 = consts[(_e13 + 256u)];
    let _e203 = consts[(_e13 + 257u)];
    return Output(select(_e194, ((_e194 * bitcast<vec4<f32>>(_e203)) + (bitcast<vec4<f32>>(_e198) * _e194.wwww)), vec4<bool>(true, true, true, false)), saturate(in1_), (_e9 >> 12u));
}
