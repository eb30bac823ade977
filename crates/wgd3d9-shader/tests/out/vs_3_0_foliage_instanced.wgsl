struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
    @location(1) out3_: vec4<f32>,
    @location(10) out4_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>, @location(6) in6_: vec4<f32>, @location(7) in7_: vec4<f32>) -> Output {
    let _e16 = consts.c[8];
    let _e23 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e16.xxxx * _e16.zzzz) + in4_.wwww), vec4<bool>(true, false, false, false));
    let _e29 = select(_e23, ((_e23.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e32 = select(_e29, fract(_e29.xxxx), vec4<bool>(true, false, false, false));
    let _e50 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e32, ((_e32.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), sin(select(_e32, ((_e32.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), 0f, 0f), vec4<bool>(true, true, false, false)), (_e16.xxxx * _e16.wwww), vec4<bool>(false, false, true, false));
    let _e56 = select(_e50, ((_e50.zzzz * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(false, false, true, false));
    let _e59 = select(_e56, fract(_e56.zzzz), vec4<bool>(false, false, true, false));
    let _e65 = select(_e59, ((_e59.zzzz * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(false, false, true, false));
    let _e71 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e65.z), sin(_e65.z), 0f, 0f), vec4<bool>(false, true, false, false));
    let _e77 = select(_e71, ((_e65.yyyy * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + _e71.yyyy), vec4<bool>(true, false, false, false));
    let _e81 = select(_e77, (_e77.xxxx * _e16.yyyy), vec4<bool>(true, false, false, false));
    let _e88 = consts.c[9];
    let _e92 = select(in0_, ((select(_e81, (_e81.xxxx * in3_.wwww), vec4<bool>(true, false, false, false)).xxxx * _e88) + in0_), vec4<bool>(true, true, true, false));
    let _e104 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e92, in4_)), vec4<bool>(true, false, false, false)), vec4(dot(_e92, in5_)), vec4<bool>(false, true, false, false)), vec4(dot(_e92, in6_)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 1f, 0.5f, 2f).yyyy, vec4<bool>(false, false, false, true));
    let _e106 = consts.c[0];
    let _e111 = consts.c[1];
    let _e116 = consts.c[2];
    let _e121 = consts.c[3];
    let _e124 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e104, _e106)), vec4<bool>(true, false, false, false)), vec4(dot(_e104, _e111)), vec4<bool>(false, true, false, false)), vec4(dot(_e104, _e116)), vec4<bool>(false, false, true, false)), vec4(dot(_e104, _e121)), vec4<bool>(false, false, false, true));
    let _e139 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, in4_.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, in5_.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, in6_.xyz)), vec4<bool>(false, false, true, false));
    let _e142 = dot(_e139.xyz, _e139.xyz);
    let _e148 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e139 * vec4(inverseSqrt(_e142))), vec4<f32>(0f, 0f, 0f, 0f), (_e142 == 0f)), vec4<bool>(true, true, true, false));
    let _e158 = consts.c[11];
    let _e161 = consts.c[10];
    let _e164 = consts.c[12];
    let _e170 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e148.xyz, -(_e164).xyz)), vec4<bool>(true, false, false, false));
    let _e180 = consts.c[13];
    let _e183 = (((select(_e170, saturate(((_e170.xxxx * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(true, false, false, false)).xxxx * _e180) + mix(_e158, _e161, select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e148.yyyy * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(true, false, false, false)).xxxx)) * in7_);
    let _e187 = consts.c[14];
    let _e190 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e187 + -(_e104)), vec4<bool>(true, true, true, false));
    let _e200 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(select(_e190, vec4(dot(_e190.xyz, _e190.xyz)), vec4<bool>(false, false, false, true)).w))), vec4<bool>(true, false, false, false));
    let _e205 = select(_e200, vec4((1f / _e200.x)), vec4<bool>(false, true, false, false));
    let _e208 = consts.c[15];
    let _e218 = consts.c[256];
    let _e220 = consts.c[257];
    return Output(select(_e124, ((_e124 * _e220) + (_e218 * _e124.wwww)), vec4<bool>(true, true, true, false)), in2_, select(_e183, (_e183 * in3_), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e148, vec4<bool>(true, true, true, false)), saturate((select(_e205, (_e205.yyyy + -(_e208.xxxx)), vec4<bool>(false, false, true, false)).zzzz * _e208.yyyy)));
}
