struct Constants {
    c: array<vec4<f32>, 266>,
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
    let _e17 = consts.c[6];
    let _e23 = consts.c[7];
    let _e30 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e11)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e17)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 1f, 0.5f, -0.5f).yyyy, vec4<bool>(false, false, false, true));
    let _e32 = consts.c[0];
    let _e37 = consts.c[1];
    let _e42 = consts.c[2];
    let _e47 = consts.c[3];
    let _e50 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e30, _e32)), vec4<bool>(true, false, false, false)), vec4(dot(_e30, _e37)), vec4<bool>(false, true, false, false)), vec4(dot(_e30, _e42)), vec4<bool>(false, false, true, false)), vec4(dot(_e30, _e47)), vec4<bool>(false, false, false, true));
    let _e65 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e11.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e17.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e23.xyz)), vec4<bool>(false, false, true, false));
    let _e68 = dot(_e65.xyz, _e65.xyz);
    let _e76 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e65 * vec4(inverseSqrt(_e68))), vec4<f32>(0f, 0f, 0f, 0f), (_e68 == 0f)), vec4<bool>(true, true, true, false));
    let _e91 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, _e11.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, _e17.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, _e23.xyz)), vec4<bool>(false, false, true, false));
    let _e94 = dot(_e91.xyz, _e91.xyz);
    let _e104 = consts.c[20];
    let _e110 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e50.wwww < _e104)), vec4<bool>(true, true, false, false));
    let _e112 = consts.c[16];
    let _e117 = consts.c[17];
    let _e122 = consts.c[18];
    let _e127 = consts.c[19];
    let _e130 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e30, _e112)), vec4<bool>(true, false, false, false)), vec4(dot(_e30, _e117)), vec4<bool>(false, true, false, false)), vec4(dot(_e30, _e122)), vec4<bool>(false, false, true, false)), vec4(dot(_e30, _e127)), vec4<bool>(false, false, false, true));
    let _e132 = consts.c[12];
    let _e138 = select(_e130, select(_e130, vec4(dot(_e30, _e132)), (_e110.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e140 = consts.c[13];
    let _e146 = select(_e138, select(_e138, vec4(dot(_e30, _e140)), (_e110.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e148 = consts.c[14];
    let _e154 = select(_e146, select(_e146, vec4(dot(_e30, _e148)), (_e110.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    let _e156 = consts.c[15];
    let _e162 = select(_e154, select(_e154, vec4(dot(_e30, _e156)), (_e110.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    let _e164 = consts.c[8];
    let _e170 = select(_e162, select(_e162, vec4(dot(_e30, _e164)), (_e110.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e172 = consts.c[9];
    let _e178 = select(_e170, select(_e170, vec4(dot(_e30, _e172)), (_e110.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e180 = consts.c[10];
    let _e186 = select(_e178, select(_e178, vec4(dot(_e30, _e180)), (_e110.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    let _e188 = consts.c[11];
    let _e194 = select(_e186, select(_e186, vec4(dot(_e30, _e188)), (_e110.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    let _e196 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 1f, 0.5f, -0.5f).yyyy, vec4<bool>(true, false, false, false));
    let _e201 = select(_e196, select(_e196, vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz, (_e110.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e214 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e194.xxxx * vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz), vec4<bool>(true, false, false, false)), (_e194.yyyy * vec4<f32>(0f, 1f, 0.5f, -0.5f).wwww), vec4<bool>(false, true, false, false));
    let _e232 = consts.c[24];
    let _e235 = consts.c[23];
    let _e238 = consts.c[22];
    let _e249 = consts.c[21];
    let _e252 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e249 + -(_e30)), vec4<bool>(true, true, true, false));
    let _e262 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(select(_e252, vec4(dot(_e252.xyz, _e252.xyz)), vec4<bool>(false, false, false, true)).w))), vec4<bool>(true, false, false, false));
    let _e267 = select(_e262, vec4((1f / _e262.x)), vec4<bool>(false, true, false, false));
    let _e270 = consts.c[25];
    let _e274 = select(_e267, (_e267.yyyy + -(_e270.xxxx)), vec4<bool>(false, false, true, false));
    let _e281 = consts.c[26];
    let _e291 = consts.c[256];
    let _e293 = consts.c[257];
    return Output(select(_e50, ((_e50 * _e293) + (_e291 * _e50.wwww)), vec4<bool>(true, true, true, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), ((in2_ * _e281) + _e281.zwzw), vec4<bool>(true, true, false, false)), select(_e201, select(_e201, vec4<f32>(0f, 1f, 0.5f, -0.5f).xxxx, (_e110.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false)).xxxx, vec4<bool>(false, false, true, false)), select(_e274, saturate((_e274.zzzz * _e270.yyyy)), vec4<bool>(false, false, true, false)).zzzz, vec4<bool>(false, false, false, true)), select(select(select(_e214, ((_e194.wwww * vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz) + _e214), vec4<bool>(true, true, false, false)), _e194.zzzz, vec4<bool>(false, false, true, false)), _e194.wwww, vec4<bool>(false, false, false, true)), select(vec4<f32>(0f, 0f, 0f, 0f), _e76, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), select((_e91 * vec4(inverseSqrt(_e94))), vec4<f32>(0f, 0f, 0f, 0f), (_e94 == 0f)), vec4<bool>(true, true, true, false)), vec4<bool>(true, true, true, false)), select(mix(_e232, _e235, select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e76.yyyy * vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz) + vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz)), vec4<bool>(true, false, false, false)).xxxx), select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e76.xyz, -(_e238).xyz))), vec4<bool>(true, false, false, false)).xxxx, vec4<bool>(false, false, false, true)));
}
