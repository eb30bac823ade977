struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
    @location(1) out3_: vec4<f32>,
    @location(10) out4_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>, @location(6) in6_: vec4<f32>, @location(7) in7_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e20 = consts[(_e4 + 8u)];
    let _e21 = bitcast<vec4<f32>>(_e20);
    let _e28 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e21.xxxx * _e21.zzzz) + in4_.wwww), vec4<bool>(true, false, false, false));
    let _e34 = select(_e28, ((_e28.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e37 = select(_e34, fract(_e34.xxxx), vec4<bool>(true, false, false, false));
    let _e55 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e37, ((_e37.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), sin(select(_e37, ((_e37.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), 0f, 0f), vec4<bool>(true, true, false, false)), (_e21.xxxx * _e21.wwww), vec4<bool>(false, false, true, false));
    let _e61 = select(_e55, ((_e55.zzzz * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(false, false, true, false));
    let _e64 = select(_e61, fract(_e61.zzzz), vec4<bool>(false, false, true, false));
    let _e70 = select(_e64, ((_e64.zzzz * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(false, false, true, false));
    let _e76 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e70.z), sin(_e70.z), 0f, 0f), vec4<bool>(false, true, false, false));
    let _e82 = select(_e76, ((_e70.yyyy * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + _e76.yyyy), vec4<bool>(true, false, false, false));
    let _e86 = select(_e82, (_e82.xxxx * _e21.yyyy), vec4<bool>(true, false, false, false));
    let _e95 = consts[(_e4 + 9u)];
    let _e100 = select(in0_, ((select(_e86, (_e86.xxxx * in3_.wwww), vec4<bool>(true, false, false, false)).xxxx * bitcast<vec4<f32>>(_e95)) + in0_), vec4<bool>(true, true, true, false));
    let _e112 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e100, in4_)), vec4<bool>(true, false, false, false)), vec4(dot(_e100, in5_)), vec4<bool>(false, true, false, false)), vec4(dot(_e100, in6_)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 1f, 0.5f, 2f).yyyy, vec4<bool>(false, false, false, true));
    let _e116 = consts[(_e4 + 0u)];
    let _e124 = consts[(_e4 + 1u)];
    let _e132 = consts[(_e4 + 2u)];
    let _e140 = consts[(_e4 + 3u)];
    let _e144 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e112, bitcast<vec4<f32>>(_e116))), vec4<bool>(true, false, false, false)), vec4(dot(_e112, bitcast<vec4<f32>>(_e124))), vec4<bool>(false, true, false, false)), vec4(dot(_e112, bitcast<vec4<f32>>(_e132))), vec4<bool>(false, false, true, false)), vec4(dot(_e112, bitcast<vec4<f32>>(_e140))), vec4<bool>(false, false, false, true));
    let _e159 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, in4_.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, in5_.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, in6_.xyz)), vec4<bool>(false, false, true, false));
    let _e162 = dot(_e159.xyz, _e159.xyz);
    let _e168 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e159 * vec4(inverseSqrt(_e162))), vec4<f32>(0f, 0f, 0f, 0f), (_e162 == 0f)), vec4<bool>(true, true, true, false));
    let _e180 = consts[(_e4 + 11u)];
    let _e186 = consts[(_e4 + 10u)];
    let _e192 = consts[(_e4 + 12u)];
    let _e199 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e168.xyz, -(bitcast<vec4<f32>>(_e192)).xyz)), vec4<bool>(true, false, false, false));
    let _e211 = consts[(_e4 + 13u)];
    let _e215 = (((select(_e199, saturate(((_e199.xxxx * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(true, false, false, false)).xxxx * bitcast<vec4<f32>>(_e211)) + mix(bitcast<vec4<f32>>(_e180), bitcast<vec4<f32>>(_e186), select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e168.yyyy * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(true, false, false, false)).xxxx)) * in7_);
    let _e221 = consts[(_e4 + 14u)];
    let _e225 = select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e221) + -(_e112)), vec4<bool>(true, true, true, false));
    let _e235 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(select(_e225, vec4(dot(_e225.xyz, _e225.xyz)), vec4<bool>(false, false, false, true)).w))), vec4<bool>(true, false, false, false));
    let _e240 = select(_e235, vec4((1f / _e235.x)), vec4<bool>(false, true, false, false));
    let _e245 = consts[(_e4 + 15u)];
    let _e246 = bitcast<vec4<f32>>(_e245);
    let _e258 = consts[(_e4 + 256u)];
    let _e263 = consts[(_e4 + 257u)];
    return Output(select(_e144, ((_e144 * bitcast<vec4<f32>>(_e263)) + (bitcast<vec4<f32>>(_e258) * _e144.wwww)), vec4<bool>(true, true, true, false)), in2_, select(_e215, (_e215 * in3_), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e168, vec4<bool>(true, true, true, false)), saturate((select(_e240, (_e240.yyyy + -(_e246.xxxx)), vec4<bool>(false, false, true, false)).zzzz * _e246.yyyy)));
}
