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
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>, @location(6) in6_: vec4<f32>, @location(7) in7_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e20 = consts[(_e4 + 8u)];
    let _e27 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e20.xxxx * _e20.zzzz) + in4_.wwww), vec4<bool>(true, false, false, false));
    let _e33 = select(_e27, ((_e27.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e36 = select(_e33, fract(_e33.xxxx), vec4<bool>(true, false, false, false));
    let _e54 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e36, ((_e36.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), sin(select(_e36, ((_e36.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), 0f, 0f), vec4<bool>(true, true, false, false)), (_e20.xxxx * _e20.wwww), vec4<bool>(false, false, true, false));
    let _e60 = select(_e54, ((_e54.zzzz * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(false, false, true, false));
    let _e63 = select(_e60, fract(_e60.zzzz), vec4<bool>(false, false, true, false));
    let _e69 = select(_e63, ((_e63.zzzz * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(false, false, true, false));
    let _e75 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e69.z), sin(_e69.z), 0f, 0f), vec4<bool>(false, true, false, false));
    let _e81 = select(_e75, ((_e69.yyyy * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + _e75.yyyy), vec4<bool>(true, false, false, false));
    let _e85 = select(_e81, (_e81.xxxx * _e20.yyyy), vec4<bool>(true, false, false, false));
    let _e94 = consts[(_e4 + 9u)];
    let _e98 = select(in0_, ((select(_e85, (_e85.xxxx * in3_.wwww), vec4<bool>(true, false, false, false)).xxxx * _e94) + in0_), vec4<bool>(true, true, true, false));
    let _e110 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e98, in4_)), vec4<bool>(true, false, false, false)), vec4(dot(_e98, in5_)), vec4<bool>(false, true, false, false)), vec4(dot(_e98, in6_)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 1f, 0.5f, 2f).yyyy, vec4<bool>(false, false, false, true));
    let _e114 = consts[(_e4 + 0u)];
    let _e121 = consts[(_e4 + 1u)];
    let _e128 = consts[(_e4 + 2u)];
    let _e135 = consts[(_e4 + 3u)];
    let _e138 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e110, _e114)), vec4<bool>(true, false, false, false)), vec4(dot(_e110, _e121)), vec4<bool>(false, true, false, false)), vec4(dot(_e110, _e128)), vec4<bool>(false, false, true, false)), vec4(dot(_e110, _e135)), vec4<bool>(false, false, false, true));
    let _e153 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, in4_.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, in5_.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, in6_.xyz)), vec4<bool>(false, false, true, false));
    let _e156 = dot(_e153.xyz, _e153.xyz);
    let _e162 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e153 * vec4(inverseSqrt(_e156))), vec4<f32>(0f, 0f, 0f, 0f), (_e156 == 0f)), vec4<bool>(true, true, true, false));
    let _e174 = consts[(_e4 + 11u)];
    let _e179 = consts[(_e4 + 10u)];
    let _e184 = consts[(_e4 + 12u)];
    let _e190 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e162.xyz, -(_e184).xyz)), vec4<bool>(true, false, false, false));
    let _e202 = consts[(_e4 + 13u)];
    let _e205 = (((select(_e190, saturate(((_e190.xxxx * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(true, false, false, false)).xxxx * _e202) + mix(_e174, _e179, select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e162.yyyy * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(true, false, false, false)).xxxx)) * in7_);
    let _e211 = consts[(_e4 + 14u)];
    let _e214 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e211 + -(_e110)), vec4<bool>(true, true, true, false));
    let _e224 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(select(_e214, vec4(dot(_e214.xyz, _e214.xyz)), vec4<bool>(false, false, false, true)).w))), vec4<bool>(true, false, false, false));
    let _e229 = select(_e224, vec4((1f / _e224.x)), vec4<bool>(false, true, false, false));
    let _e234 = consts[(_e4 + 15u)];
    let _e246 = consts[(_e4 + 256u)];
    let _e250 = consts[(_e4 + 257u)];
    return Output(select(_e138, ((_e138 * _e250) + (_e246 * _e138.wwww)), vec4<bool>(true, true, true, false)), in2_, select(_e205, (_e205 * in3_), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e162, vec4<bool>(true, true, true, false)), saturate((select(_e229, (_e229.yyyy + -(_e234.xxxx)), vec4<bool>(false, false, true, false)).zzzz * _e234.yyyy)));
}
