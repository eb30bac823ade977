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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e31 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    let _e45 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e13))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, false, true));
    let _e49 = consts[(_e4 + 4u)];
    let _e52 = (bitcast<vec4<f32>>(_e49) + -(in0_));
    let _e55 = dot(_e52.xyz, _e52.xyz);
    let _e67 = consts[(_e4 + 5u)];
    let _e68 = bitcast<vec4<f32>>(_e67);
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e68.xyz)), vec4<bool>(true, false, false, false));
    let _e77 = select(_e73, (_e73.xxxx + _e73.xxxx), vec4<bool>(false, true, false, false));
    let _e87 = select(_e77, vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * _e77.yyyy) + -(_e68)), vec4<bool>(true, true, true, false)).xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e52 * vec4(inverseSqrt(_e55))), vec4<f32>(0f, 0f, 0f, 0f), (_e55 == 0f)), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, false, true, false));
    let _e88 = vec4<f32>(0f, 1f, 2f, 32f).xxxx;
    let _e92 = select(_e87, select(_e88, _e87, (_e87 >= _e88)), vec4<bool>(true, false, true, false));
    let _e95 = abs(_e92.z);
    let _e107 = select(_e92, vec4(min(select(select(pow(_e95, vec4<f32>(0f, 1f, 2f, 32f).w), 340282350000000000000000000000000000000f, ((_e95 == 0f) && (vec4<f32>(0f, 1f, 2f, 32f).w < 0f))), 1f, (vec4<f32>(0f, 1f, 2f, 32f).w == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e112 = consts[(_e4 + 6u)];
    let _e119 = consts[(_e4 + 7u)];
    let _e127 = consts[(_e4 + 256u)];
    let _e132 = consts[(_e4 + 257u)];
    return Output(select(_e45, ((_e45 * bitcast<vec4<f32>>(_e132)) + (bitcast<vec4<f32>>(_e127) * _e45.wwww)), vec4<bool>(true, true, true, false)), saturate(((_e107.wwww * bitcast<vec4<f32>>(_e119)) + (_e107.xxxx * bitcast<vec4<f32>>(_e112)))));
}
