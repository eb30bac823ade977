struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e12 = (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx);
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ > vec4<f32>(3f, 1f, 0f, 0f).zzzz)), vec4<bool>(true, true, false, false));
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e12) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e12)), vec4<bool>(true, true, false, false));
    let _e26 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e30 = (i32(_e25.x) + 20i);
    let _e36 = consts[(_e4 + min(u32(_e30), 265u))];
    let _e48 = (i32(_e25.x) + 21i);
    let _e53 = consts[(_e4 + min(u32(_e48), 265u))];
    let _e64 = (i32(_e25.x) + 22i);
    let _e69 = consts[(_e4 + min(u32(_e64), 265u))];
    let _e76 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e36), vec4<f32>(3f, 1f, 0f, 0f), (_e30 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e53), vec4<f32>(3f, 1f, 0f, 0f), (_e48 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e69), vec4<f32>(3f, 1f, 0f, 0f), (_e64 == 4i)))), vec4<bool>(false, false, true, false));
    let _e80 = select(_e76, (_e76 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e83 = (i32(_e25.y) + 20i);
    let _e88 = consts[(_e4 + min(u32(_e83), 265u))];
    let _e97 = select(_e26, select(_e26, vec4(dot(in0_, select(bitcast<vec4<f32>>(_e88), vec4<f32>(3f, 1f, 0f, 0f), (_e83 == 4i)))), (_e18.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e100 = (i32(_e25.y) + 21i);
    let _e105 = consts[(_e4 + min(u32(_e100), 265u))];
    let _e114 = select(_e97, select(_e97, vec4(dot(in0_, select(bitcast<vec4<f32>>(_e105), vec4<f32>(3f, 1f, 0f, 0f), (_e100 == 4i)))), (_e18.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e117 = (i32(_e25.y) + 22i);
    let _e122 = consts[(_e4 + min(u32(_e117), 265u))];
    let _e141 = select(select(_e80, select(_e80, ((select(_e114, select(_e114, vec4(dot(in0_, select(bitcast<vec4<f32>>(_e122), vec4<f32>(3f, 1f, 0f, 0f), (_e117 == 4i)))), (_e18.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false)) * in1_.yyyy) + _e80), (_e18.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e145 = consts[(_e4 + 0u)];
    let _e153 = consts[(_e4 + 1u)];
    let _e161 = consts[(_e4 + 2u)];
    let _e169 = consts[(_e4 + 3u)];
    let _e173 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e141, bitcast<vec4<f32>>(_e145))), vec4<bool>(true, false, false, false)), vec4(dot(_e141, bitcast<vec4<f32>>(_e153))), vec4<bool>(false, true, false, false)), vec4(dot(_e141, bitcast<vec4<f32>>(_e161))), vec4<bool>(false, false, true, false)), vec4(dot(_e141, bitcast<vec4<f32>>(_e169))), vec4<bool>(false, false, false, true));
    let _e178 = consts[(_e4 + 256u)];
    let _e183 = consts[(_e4 + 257u)];
    return Output(select(_e173, ((_e173 * bitcast<vec4<f32>>(_e183)) + (bitcast<vec4<f32>>(_e178) * _e173.wwww)), vec4<bool>(true, true, true, false)), saturate(in1_));
}
