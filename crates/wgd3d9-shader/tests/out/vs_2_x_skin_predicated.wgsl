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
    let _e7 = select(_e3, instance_index, (_e3 == 4294967295u));
    let _e11 = (_e7 & 4095u);
    let _e20 = (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx);
    let _e26 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ > vec4<f32>(3f, 1f, 0f, 0f).zzzz)), vec4<bool>(true, true, false, false));
    let _e33 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e20) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e20)), vec4<bool>(true, true, false, false));
    let _e34 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e38 = (i32(_e33.x) + 20i);
    let _e39 = u32(_e38);
    let _e44 = consts[(_e11 + min(_e39, 265u))];
    let _e59 = (i32(_e33.x) + 21i);
    let _e60 = u32(_e59);
    let _e64 = consts[(_e11 + min(_e60, 265u))];
    let _e77 = (i32(_e33.x) + 22i);
    let _e78 = u32(_e77);
    let _e82 = consts[(_e11 + min(_e78, 265u))];
    let _e91 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e44), (_e39 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e38 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e64), (_e60 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e59 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e82), (_e78 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e77 == 4i)))), vec4<bool>(false, false, true, false));
    let _e95 = select(_e91, (_e91 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e98 = (i32(_e33.y) + 20i);
    let _e99 = u32(_e98);
    let _e103 = consts[(_e11 + min(_e99, 265u))];
    let _e114 = select(_e34, select(_e34, vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e103), (_e99 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e98 == 4i)))), (_e26.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e117 = (i32(_e33.y) + 21i);
    let _e118 = u32(_e117);
    let _e122 = consts[(_e11 + min(_e118, 265u))];
    let _e133 = select(_e114, select(_e114, vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e122), (_e118 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e117 == 4i)))), (_e26.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e136 = (i32(_e33.y) + 22i);
    let _e137 = u32(_e136);
    let _e141 = consts[(_e11 + min(_e137, 265u))];
    let _e162 = select(select(_e95, select(_e95, ((select(_e133, select(_e133, vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e141), (_e137 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e136 == 4i)))), (_e26.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false)) * in1_.yyyy) + _e95), (_e26.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e166 = consts[(_e11 + 0u)];
    let _e174 = consts[(_e11 + 1u)];
    let _e182 = consts[(_e11 + 2u)];
    let _e190 = consts[(_e11 + 3u)];
    let _e194 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e162, bitcast<vec4<f32>>(_e166))), vec4<bool>(true, false, false, false)), vec4(dot(_e162, bitcast<vec4<f32>>(_e174))), vec4<bool>(false, true, false, false)), vec4(dot(_e162, bitcast<vec4<f32>>(_e182))), vec4<bool>(false, false, true, false)), vec4(dot(_e162, bitcast<vec4<f32>>(_e190))), vec4<bool>(false, false, false, true));
    let _e198 = consts[(_e11 + 256u)];
    let _e203 = consts[(_e11 + 257u)];
    return Output(select(_e194, ((_e194 * bitcast<vec4<f32>>(_e203)) + (bitcast<vec4<f32>>(_e198) * _e194.wwww)), vec4<bool>(true, true, true, false)), saturate(in1_), (_e7 >> 12u));
}
