struct Constants {
    c: array<vec4<f32>, 258>,
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
    let _e51 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e32, ((_e32.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).xxxx.x), sin(select(_e32, ((_e32.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).xxxx.x), 0f, 0f), vec4<bool>(true, true, false, false)), (_e16.xxxx * _e16.wwww), vec4<bool>(false, false, true, false));
    let _e57 = select(_e51, ((_e51.zzzz * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(false, false, true, false));
    let _e60 = select(_e57, fract(_e57.zzzz), vec4<bool>(false, false, true, false));
    let _e66 = select(_e60, ((_e60.zzzz * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(false, false, true, false));
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e66.zzzz.x), sin(_e66.zzzz.x), 0f, 0f), vec4<bool>(false, true, false, false));
    let _e79 = select(_e73, ((_e66.yyyy * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + _e73.yyyy), vec4<bool>(true, false, false, false));
    let _e83 = select(_e79, (_e79.xxxx * _e16.yyyy), vec4<bool>(true, false, false, false));
    let _e91 = consts.c[9];
    let _e95 = select(in0_, ((select(_e83, (_e83.xxxx * in3_.wwww), vec4<bool>(true, false, false, false)).xxxx * _e91) + in0_), vec4<bool>(true, true, true, false));
    let _e107 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e95, in4_)), vec4<bool>(true, false, false, false)), vec4(dot(_e95, in5_)), vec4<bool>(false, true, false, false)), vec4(dot(_e95, in6_)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 1f, 0.5f, 2f).yyyy, vec4<bool>(false, false, false, true));
    let _e110 = consts.c[0];
    let _e116 = consts.c[1];
    let _e122 = consts.c[2];
    let _e128 = consts.c[3];
    let _e131 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e107, _e110)), vec4<bool>(true, false, false, false)), vec4(dot(_e107, _e116)), vec4<bool>(false, true, false, false)), vec4(dot(_e107, _e122)), vec4<bool>(false, false, true, false)), vec4(dot(_e107, _e128)), vec4<bool>(false, false, false, true));
    let _e146 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, in4_.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, in5_.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, in6_.xyz)), vec4<bool>(false, false, true, false));
    let _e149 = dot(_e146.xyz, _e146.xyz);
    let _e155 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e146 * vec4(inverseSqrt(_e149))), vec4<f32>(0f, 0f, 0f, 0f), (_e149 == 0f)), vec4<bool>(true, true, true, false));
    let _e166 = consts.c[11];
    let _e170 = consts.c[10];
    let _e174 = consts.c[12];
    let _e180 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e155.xyz, -(_e174).xyz)), vec4<bool>(true, false, false, false));
    let _e191 = consts.c[13];
    let _e194 = (((select(_e180, saturate(((_e180.xxxx * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(true, false, false, false)).xxxx * _e191) + mix(_e166, _e170, select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e155.yyyy * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz)), vec4<bool>(true, false, false, false)).xxxx)) * in7_);
    let _e199 = consts.c[14];
    let _e202 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e199 + -(_e107)), vec4<bool>(true, true, true, false));
    let _e213 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(select(_e202, vec4(dot(_e202.xyz, _e202.xyz)), vec4<bool>(false, false, false, true)).wwww.x))), vec4<bool>(true, false, false, false));
    let _e219 = select(_e213, vec4((1f / _e213.xxxx.x)), vec4<bool>(false, true, false, false));
    let _e223 = consts.c[15];
    let _e234 = consts.c[256];
    let _e237 = consts.c[257];
    return Output(select(_e131, ((_e131 * _e237) + (_e234 * _e131.wwww)), vec4<bool>(true, true, true, false)), in2_, select(_e194, (_e194 * in3_), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e155, vec4<bool>(true, true, true, false)), saturate((select(_e219, (_e219.yyyy + -(_e223.xxxx)), vec4<bool>(false, false, true, false)).zzzz * _e223.yyyy)));
}
