struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
    @location(1) out3_: vec4<f32>,
    @location(10) out4_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>, @location(6) in6_: vec4<f32>, @location(7) in7_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e30 = consts[(_e13 + 8u)];
    let _e31 = bitcast<vec4<f32>>(_e30);
    let _e38 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e31.xxxx * _e31.zzzz) + in4_.wwww), vec4<bool>(true, false, false, false));
    let _e44 = select(_e38, ((_e38.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e47 = select(_e44, fract(_e44.xxxx), vec4<bool>(true, false, false, false));
    let _e65 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e47, ((_e47.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), sin(select(_e47, ((_e47.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), 0f, 0f), vec4<bool>(true, true, false, false)), (_e31.xxxx * _e31.wwww), vec4<bool>(false, false, true, false));
    let _e71 = select(_e65, ((_e65.zzzz * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(false, false, true, false));
    let _e74 = select(_e71, fract(_e71.zzzz), vec4<bool>(false, false, true, false));
    let _e80 = select(_e74, ((_e74.zzzz * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(false, false, true, false));
    let _e86 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e80.z), sin(_e80.z), 0f, 0f), vec4<bool>(false, true, false, false));
    let _e92 = select(_e86, ((_e80.yyyy * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + _e86.yyyy), vec4<bool>(true, false, false, false));
    let _e96 = select(_e92, (_e92.xxxx * _e31.yyyy), vec4<bool>(true, false, false, false));
    let _e105 = consts[(_e13 + 9u)];
    let _e110 = select(in0_, ((select(_e96, (_e96.xxxx * in3_.wwww), vec4<bool>(true, false, false, false)).xxxx * bitcast<vec4<f32>>(_e105)) + in0_), vec4<bool>(true, true, true, false));
    let _e122 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e110, in4_)), vec4<bool>(true, false, false, false)), vec4(dot(_e110, in5_)), vec4<bool>(false, true, false, false)), vec4(dot(_e110, in6_)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 1f, 0.5f, 2f).yyyy, vec4<bool>(false, false, false, true));
    let _e125 = consts[(_e13 + 0u)];
    let _e132 = consts[(_e13 + 1u)];
    let _e140 = consts[(_e13 + 2u)];
    let _e148 = consts[(_e13 + 3u)];
    let _e152 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e122, bitcast<vec4<f32>>(_e125))), vec4<bool>(true, false, false, false)), vec4(dot(_e122, bitcast<vec4<f32>>(_e132))), vec4<bool>(false, true, false, false)), vec4(dot(_e122, bitcast<vec4<f32>>(_e140))), vec4<bool>(false, false, true, false)), vec4(dot(_e122, bitcast<vec4<f32>>(_e148))), vec4<bool>(false, false, false, true));
    let _e167 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, in4_.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, in5_.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, in6_.xyz)), vec4<bool>(false, false, true, false));
    let _e170 = dot(_e167.xyz, _e167.xyz);
    let _e176 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e167 * vec4(inverseSqrt(_e170))), vec4<f32>(0f, 0f, 0f, 0f), (_e170 == 0f)), vec4<bool>(true, true, true, false));
    let _e188 = consts[(_e13 + 11u)];
    let _e194 = consts[(_e13 + 10u)];
    let _e199 = consts[(_e13 + 12u)];
    let _e206 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e176.xyz, -(bitcast<vec4<f32>>(_e199)).xyz)), vec4<bool>(true, false, false, false));
    let _e218 = consts[(_e13 + 13u)];
    let _e222 = (((select(_e206, saturate(((_e206.xxxx * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(true, false, false, false)).xxxx * bitcast<vec4<f32>>(_e218)) + mix(bitcast<vec4<f32>>(_e188), bitcast<vec4<f32>>(_e194), select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e176.yyyy * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(true, false, false, false)).xxxx)) * in7_);
    let _e228 = consts[(_e13 + 14u)];
    let _e232 = select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e228) + -(_e122)), vec4<bool>(true, true, true, false));
    let _e242 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(select(_e232, vec4(dot(_e232.xyz, _e232.xyz)), vec4<bool>(false, false, false, true)).w))), vec4<bool>(true, false, false, false));
    let _e247 = select(_e242, vec4((1f / _e242.x)), vec4<bool>(false, true, false, false));
    let _e252 = consts[(_e13 + 15u)];
    let _e253 = bitcast<vec4<f32>>(_e252);
    let _e265 = consts[(_e13 + 256u)];
    let _e270 = consts[(_e13 + 257u)];
    return Output(select(_e152, ((_e152 * bitcast<vec4<f32>>(_e270)) + (bitcast<vec4<f32>>(_e265) * _e152.wwww)), vec4<bool>(true, true, true, false)), in2_, select(_e222, (_e222 * in3_), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e176, vec4<bool>(true, true, true, false)), saturate((select(_e247, (_e247.yyyy + -(_e253.xxxx)), vec4<bool>(false, false, true, false)).zzzz * _e253.yyyy)), (_e9 >> 12u));
}
