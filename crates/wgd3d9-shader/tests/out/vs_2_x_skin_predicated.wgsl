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
    let _e31 = u32(_e30);
    let _e36 = consts[(_e4 + min(_e31, 265u))];
    let _e51 = (i32(_e25.x) + 21i);
    let _e52 = u32(_e51);
    let _e56 = consts[(_e4 + min(_e52, 265u))];
    let _e69 = (i32(_e25.x) + 22i);
    let _e70 = u32(_e69);
    let _e74 = consts[(_e4 + min(_e70, 265u))];
    let _e83 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e36), (_e31 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e30 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e56), (_e52 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e51 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e74), (_e70 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e69 == 4i)))), vec4<bool>(false, false, true, false));
    let _e87 = select(_e83, (_e83 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e90 = (i32(_e25.y) + 20i);
    let _e91 = u32(_e90);
    let _e95 = consts[(_e4 + min(_e91, 265u))];
    let _e106 = select(_e26, select(_e26, vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e95), (_e91 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e90 == 4i)))), (_e18.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e109 = (i32(_e25.y) + 21i);
    let _e110 = u32(_e109);
    let _e114 = consts[(_e4 + min(_e110, 265u))];
    let _e125 = select(_e106, select(_e106, vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e114), (_e110 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e109 == 4i)))), (_e18.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e128 = (i32(_e25.y) + 22i);
    let _e129 = u32(_e128);
    let _e133 = consts[(_e4 + min(_e129, 265u))];
    let _e154 = select(select(_e87, select(_e87, ((select(_e125, select(_e125, vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e133), (_e129 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e128 == 4i)))), (_e18.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false)) * in1_.yyyy) + _e87), (_e18.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e158 = consts[(_e4 + 0u)];
    let _e166 = consts[(_e4 + 1u)];
    let _e174 = consts[(_e4 + 2u)];
    let _e182 = consts[(_e4 + 3u)];
    let _e186 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e154, bitcast<vec4<f32>>(_e158))), vec4<bool>(true, false, false, false)), vec4(dot(_e154, bitcast<vec4<f32>>(_e166))), vec4<bool>(false, true, false, false)), vec4(dot(_e154, bitcast<vec4<f32>>(_e174))), vec4<bool>(false, false, true, false)), vec4(dot(_e154, bitcast<vec4<f32>>(_e182))), vec4<bool>(false, false, false, true));
    let _e190 = consts[(_e4 + 256u)];
    let _e195 = consts[(_e4 + 257u)];
    return Output(select(_e186, ((_e186 * bitcast<vec4<f32>>(_e195)) + (bitcast<vec4<f32>>(_e190) * _e186.wwww)), vec4<bool>(true, true, true, false)), saturate(in1_));
}
