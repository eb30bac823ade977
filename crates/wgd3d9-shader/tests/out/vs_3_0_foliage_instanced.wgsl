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
    let _e7 = select(_e3, instance_index, (_e3 == 4294967295u));
    let _e11 = (_e7 & 4095u);
    let _e28 = consts[(_e11 + 8u)];
    let _e29 = bitcast<vec4<f32>>(_e28);
    let _e36 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e29.xxxx * _e29.zzzz) + in4_.wwww), vec4<bool>(true, false, false, false));
    let _e42 = select(_e36, ((_e36.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e45 = select(_e42, fract(_e42.xxxx), vec4<bool>(true, false, false, false));
    let _e63 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e45, ((_e45.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), sin(select(_e45, ((_e45.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), 0f, 0f), vec4<bool>(true, true, false, false)), (_e29.xxxx * _e29.wwww), vec4<bool>(false, false, true, false));
    let _e69 = select(_e63, ((_e63.zzzz * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(false, false, true, false));
    let _e72 = select(_e69, fract(_e69.zzzz), vec4<bool>(false, false, true, false));
    let _e78 = select(_e72, ((_e72.zzzz * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(false, false, true, false));
    let _e84 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e78.z), sin(_e78.z), 0f, 0f), vec4<bool>(false, true, false, false));
    let _e90 = select(_e84, ((_e78.yyyy * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + _e84.yyyy), vec4<bool>(true, false, false, false));
    let _e94 = select(_e90, (_e90.xxxx * _e29.yyyy), vec4<bool>(true, false, false, false));
    let _e103 = consts[(_e11 + 9u)];
    let _e108 = select(in0_, ((select(_e94, (_e94.xxxx * in3_.wwww), vec4<bool>(true, false, false, false)).xxxx * bitcast<vec4<f32>>(_e103)) + in0_), vec4<bool>(true, true, true, false));
    let _e120 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e108, in4_)), vec4<bool>(true, false, false, false)), vec4(dot(_e108, in5_)), vec4<bool>(false, true, false, false)), vec4(dot(_e108, in6_)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 1f, 0.5f, 2f).yyyy, vec4<bool>(false, false, false, true));
    let _e124 = consts[(_e11 + 0u)];
    let _e132 = consts[(_e11 + 1u)];
    let _e140 = consts[(_e11 + 2u)];
    let _e148 = consts[(_e11 + 3u)];
    let _e152 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e120, bitcast<vec4<f32>>(_e124))), vec4<bool>(true, false, false, false)), vec4(dot(_e120, bitcast<vec4<f32>>(_e132))), vec4<bool>(false, true, false, false)), vec4(dot(_e120, bitcast<vec4<f32>>(_e140))), vec4<bool>(false, false, true, false)), vec4(dot(_e120, bitcast<vec4<f32>>(_e148))), vec4<bool>(false, false, false, true));
    let _e167 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, in4_.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, in5_.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, in6_.xyz)), vec4<bool>(false, false, true, false));
    let _e170 = dot(_e167.xyz, _e167.xyz);
    let _e176 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e167 * vec4(inverseSqrt(_e170))), vec4<f32>(0f, 0f, 0f, 0f), (_e170 == 0f)), vec4<bool>(true, true, true, false));
    let _e188 = consts[(_e11 + 11u)];
    let _e194 = consts[(_e11 + 10u)];
    let _e199 = consts[(_e11 + 12u)];
    let _e206 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e176.xyz, -(bitcast<vec4<f32>>(_e199)).xyz)), vec4<bool>(true, false, false, false));
    let _e218 = consts[(_e11 + 13u)];
    let _e222 = (((select(_e206, saturate(((_e206.xxxx * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(true, false, false, false)).xxxx * bitcast<vec4<f32>>(_e218)) + mix(bitcast<vec4<f32>>(_e188), bitcast<vec4<f32>>(_e194), select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e176.yyyy * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(true, false, false, false)).xxxx)) * in7_);
    let _e228 = consts[(_e11 + 14u)];
    let _e232 = select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e228) + -(_e120)), vec4<bool>(true, true, true, false));
    let _e242 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(select(_e232, vec4(dot(_e232.xyz, _e232.xyz)), vec4<bool>(false, false, false, true)).w))), vec4<bool>(true, false, false, false));
    let _e247 = select(_e242, vec4((1f / _e242.x)), vec4<bool>(false, true, false, false));
    let _e252 = consts[(_e11 + 15u)];
    let _e253 = bitcast<vec4<f32>>(_e252);
    let _e265 = consts[(_e11 + 256u)];
    let _e270 = consts[(_e11 + 257u)];
    return Output(select(_e152, ((_e152 * bitcast<vec4<f32>>(_e270)) + (bitcast<vec4<f32>>(_e265) * _e152.wwww)), vec4<bool>(true, true, true, false)), in2_, select(_e222, (_e222 * in3_), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e176, vec4<bool>(true, true, true, false)), saturate((select(_e247, (_e247.yyyy + -(_e253.xxxx)), vec4<bool>(false, false, true, false)).zzzz * _e253.yyyy)), (_e7 >> 12u));
}
