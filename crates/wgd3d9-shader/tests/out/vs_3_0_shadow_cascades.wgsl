struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
    @location(8) out5_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e11 = consts.c[5];
    let _e18 = consts.c[6];
    let _e25 = consts.c[7];
    let _e32 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e11)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e18)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e25)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 1f, 0.5f, -0.5f).yyyy, vec4<bool>(false, false, false, true));
    let _e35 = consts.c[0];
    let _e41 = consts.c[1];
    let _e47 = consts.c[2];
    let _e53 = consts.c[3];
    let _e56 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e32, _e35)), vec4<bool>(true, false, false, false)), vec4(dot(_e32, _e41)), vec4<bool>(false, true, false, false)), vec4(dot(_e32, _e47)), vec4<bool>(false, false, true, false)), vec4(dot(_e32, _e53)), vec4<bool>(false, false, false, true));
    let _e71 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e11.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e18.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e25.xyz)), vec4<bool>(false, false, true, false));
    let _e74 = dot(_e71.xyz, _e71.xyz);
    let _e82 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e71 * vec4(inverseSqrt(_e74))), vec4<f32>(0f, 0f, 0f, 0f), (_e74 == 0f)), vec4<bool>(true, true, true, false));
    let _e97 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, _e11.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, _e18.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, _e25.xyz)), vec4<bool>(false, false, true, false));
    let _e100 = dot(_e97.xyz, _e97.xyz);
    let _e111 = consts.c[20];
    let _e117 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e56.wwww < _e111)), vec4<bool>(true, true, false, false));
    let _e120 = consts.c[16];
    let _e126 = consts.c[17];
    let _e132 = consts.c[18];
    let _e138 = consts.c[19];
    let _e141 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e32, _e120)), vec4<bool>(true, false, false, false)), vec4(dot(_e32, _e126)), vec4<bool>(false, true, false, false)), vec4(dot(_e32, _e132)), vec4<bool>(false, false, true, false)), vec4(dot(_e32, _e138)), vec4<bool>(false, false, false, true));
    let _e144 = consts.c[12];
    let _e150 = select(_e141, select(_e141, vec4(dot(_e32, _e144)), (_e117.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e153 = consts.c[13];
    let _e159 = select(_e150, select(_e150, vec4(dot(_e32, _e153)), (_e117.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e162 = consts.c[14];
    let _e168 = select(_e159, select(_e159, vec4(dot(_e32, _e162)), (_e117.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    let _e171 = consts.c[15];
    let _e177 = select(_e168, select(_e168, vec4(dot(_e32, _e171)), (_e117.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    let _e180 = consts.c[8];
    let _e186 = select(_e177, select(_e177, vec4(dot(_e32, _e180)), (_e117.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e189 = consts.c[9];
    let _e195 = select(_e186, select(_e186, vec4(dot(_e32, _e189)), (_e117.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e198 = consts.c[10];
    let _e204 = select(_e195, select(_e195, vec4(dot(_e32, _e198)), (_e117.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    let _e207 = consts.c[11];
    let _e213 = select(_e204, select(_e204, vec4(dot(_e32, _e207)), (_e117.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    let _e215 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 1f, 0.5f, -0.5f).yyyy, vec4<bool>(true, false, false, false));
    let _e220 = select(_e215, select(_e215, vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz, (_e117.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e233 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e213.xxxx * vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz), vec4<bool>(true, false, false, false)), (_e213.yyyy * vec4<f32>(0f, 1f, 0.5f, -0.5f).wwww), vec4<bool>(false, true, false, false));
    let _e252 = consts.c[24];
    let _e256 = consts.c[23];
    let _e260 = consts.c[22];
    let _e272 = consts.c[21];
    let _e275 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e272 + -(_e32)), vec4<bool>(true, true, true, false));
    let _e286 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(select(_e275, vec4(dot(_e275.xyz, _e275.xyz)), vec4<bool>(false, false, false, true)).wwww.x))), vec4<bool>(true, false, false, false));
    let _e292 = select(_e286, vec4((1f / _e286.xxxx.x)), vec4<bool>(false, true, false, false));
    let _e296 = consts.c[25];
    let _e300 = select(_e292, (_e292.yyyy + -(_e296.xxxx)), vec4<bool>(false, false, true, false));
    let _e308 = consts.c[26];
    let _e319 = consts.c[256];
    let _e322 = consts.c[257];
    return Output(select(_e56, ((_e56 * _e322) + (_e319 * _e56.wwww)), vec4<bool>(true, true, true, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), ((in2_ * _e308) + _e308.zwzw), vec4<bool>(true, true, false, false)), select(_e220, select(_e220, vec4<f32>(0f, 1f, 0.5f, -0.5f).xxxx, (_e117.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false)).xxxx, vec4<bool>(false, false, true, false)), select(_e300, saturate((_e300.zzzz * _e296.yyyy)), vec4<bool>(false, false, true, false)).zzzz, vec4<bool>(false, false, false, true)), select(select(select(_e233, ((_e213.wwww * vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz) + _e233), vec4<bool>(true, true, false, false)), _e213.zzzz, vec4<bool>(false, false, true, false)), _e213.wwww, vec4<bool>(false, false, false, true)), select(vec4<f32>(0f, 0f, 0f, 0f), _e82, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), select((_e97 * vec4(inverseSqrt(_e100))), vec4<f32>(0f, 0f, 0f, 0f), (_e100 == 0f)), vec4<bool>(true, true, true, false)), vec4<bool>(true, true, true, false)), select(mix(_e252, _e256, select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e82.yyyy * vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz) + vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz)), vec4<bool>(true, false, false, false)).xxxx), select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e82.xyz, -(_e260).xyz))), vec4<bool>(true, false, false, false)).xxxx, vec4<bool>(false, false, false, true)));
}
