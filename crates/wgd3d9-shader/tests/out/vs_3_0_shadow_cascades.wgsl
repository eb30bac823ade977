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
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var r8_: vec4<f32> = vec4<f32>();
    var r9_: vec4<f32> = vec4<f32>();
    var r10_: vec4<f32> = vec4<f32>();
    var r11_: vec4<f32> = vec4<f32>();
    var r12_: vec4<f32> = vec4<f32>();
    var r13_: vec4<f32> = vec4<f32>();
    var r14_: vec4<f32> = vec4<f32>();
    var r15_: vec4<f32> = vec4<f32>();
    var r16_: vec4<f32> = vec4<f32>();
    var r17_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var o4_: vec4<f32> = vec4<f32>();
    var o5_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    o5_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e66 = consts.c[5];
    let _e70 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e66)), vec4<bool>(true, false, false, false));
    r0_ = _e70;
    let _e73 = consts.c[6];
    let _e77 = select(_e70, vec4(dot(in0_, _e73)), vec4<bool>(false, true, false, false));
    r0_ = _e77;
    let _e80 = consts.c[7];
    let _e84 = select(_e77, vec4(dot(in0_, _e80)), vec4<bool>(false, false, true, false));
    r0_ = _e84;
    let _e87 = select(_e84, vec4<f32>(0f, 1f, 0.5f, -0.5f).yyyy, vec4<bool>(false, false, false, true));
    r0_ = _e87;
    let _e90 = consts.c[0];
    let _e93 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e87, _e90)), vec4<bool>(true, false, false, false));
    r1_ = _e93;
    let _e96 = consts.c[1];
    let _e99 = select(_e93, vec4(dot(_e87, _e96)), vec4<bool>(false, true, false, false));
    r1_ = _e99;
    let _e102 = consts.c[2];
    let _e105 = select(_e99, vec4(dot(_e87, _e102)), vec4<bool>(false, false, true, false));
    r1_ = _e105;
    let _e108 = consts.c[3];
    let _e111 = select(_e105, vec4(dot(_e87, _e108)), vec4<bool>(false, false, false, true));
    r1_ = _e111;
    o0_ = _e111;
    let _e116 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e66.xyz)), vec4<bool>(true, false, false, false));
    r2_ = _e116;
    let _e121 = select(_e116, vec4(dot(in1_.xyz, _e73.xyz)), vec4<bool>(false, true, false, false));
    r2_ = _e121;
    let _e126 = select(_e121, vec4(dot(in1_.xyz, _e80.xyz)), vec4<bool>(false, false, true, false));
    r2_ = _e126;
    let _e129 = dot(_e126.xyz, _e126.xyz);
    let _e137 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e126 * vec4(inverseSqrt(_e129))), vec4<f32>(0f, 0f, 0f, 0f), (_e129 == 0f)), vec4<bool>(true, true, true, false));
    r3_ = _e137;
    let _e142 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, _e66.xyz)), vec4<bool>(true, false, false, false));
    r4_ = _e142;
    let _e147 = select(_e142, vec4(dot(in3_.xyz, _e73.xyz)), vec4<bool>(false, true, false, false));
    r4_ = _e147;
    let _e152 = select(_e147, vec4(dot(in3_.xyz, _e80.xyz)), vec4<bool>(false, false, true, false));
    r4_ = _e152;
    let _e155 = dot(_e152.xyz, _e152.xyz);
    let _e161 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e152 * vec4(inverseSqrt(_e155))), vec4<f32>(0f, 0f, 0f, 0f), (_e155 == 0f)), vec4<bool>(true, true, true, false));
    r5_ = _e161;
    let _e162 = select(vec4<f32>(0f, 0f, 0f, 0f), _e137, vec4<bool>(true, true, true, false));
    o3_ = _e162;
    let _e163 = select(vec4<f32>(0f, 0f, 0f, 0f), _e161, vec4<bool>(true, true, true, false));
    o4_ = _e163;
    let _e166 = consts.c[20];
    r6_ = _e166;
    let _e172 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e111.wwww < _e166)), vec4<bool>(true, true, false, false));
    r17_ = _e172;
    let _e175 = consts.c[16];
    let _e178 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e87, _e175)), vec4<bool>(true, false, false, false));
    r7_ = _e178;
    let _e181 = consts.c[17];
    let _e184 = select(_e178, vec4(dot(_e87, _e181)), vec4<bool>(false, true, false, false));
    r7_ = _e184;
    let _e187 = consts.c[18];
    let _e190 = select(_e184, vec4(dot(_e87, _e187)), vec4<bool>(false, false, true, false));
    r7_ = _e190;
    let _e193 = consts.c[19];
    let _e196 = select(_e190, vec4(dot(_e87, _e193)), vec4<bool>(false, false, false, true));
    r7_ = _e196;
    let _e199 = consts.c[12];
    let _e205 = select(_e196, select(_e196, vec4(dot(_e87, _e199)), (_e172.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    r7_ = _e205;
    let _e208 = consts.c[13];
    let _e214 = select(_e205, select(_e205, vec4(dot(_e87, _e208)), (_e172.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    r7_ = _e214;
    let _e217 = consts.c[14];
    let _e223 = select(_e214, select(_e214, vec4(dot(_e87, _e217)), (_e172.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    r7_ = _e223;
    let _e226 = consts.c[15];
    let _e232 = select(_e223, select(_e223, vec4(dot(_e87, _e226)), (_e172.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    r7_ = _e232;
    let _e235 = consts.c[8];
    let _e241 = select(_e232, select(_e232, vec4(dot(_e87, _e235)), (_e172.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    r7_ = _e241;
    let _e244 = consts.c[9];
    let _e250 = select(_e241, select(_e241, vec4(dot(_e87, _e244)), (_e172.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    r7_ = _e250;
    let _e253 = consts.c[10];
    let _e259 = select(_e250, select(_e250, vec4(dot(_e87, _e253)), (_e172.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    r7_ = _e259;
    let _e262 = consts.c[11];
    let _e268 = select(_e259, select(_e259, vec4(dot(_e87, _e262)), (_e172.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    r7_ = _e268;
    let _e270 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 1f, 0.5f, -0.5f).yyyy, vec4<bool>(true, false, false, false));
    r8_ = _e270;
    let _e275 = select(_e270, select(_e270, vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz, (_e172.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    r8_ = _e275;
    let _e280 = select(_e275, select(_e275, vec4<f32>(0f, 1f, 0.5f, -0.5f).xxxx, (_e172.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    r8_ = _e280;
    let _e284 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e268.xxxx * vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz), vec4<bool>(true, false, false, false));
    r9_ = _e284;
    let _e288 = select(_e284, (_e268.yyyy * vec4<f32>(0f, 1f, 0.5f, -0.5f).wwww), vec4<bool>(false, true, false, false));
    r9_ = _e288;
    let _e293 = select(_e288, ((_e268.wwww * vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz) + _e288), vec4<bool>(true, true, false, false));
    r9_ = _e293;
    let _e295 = select(_e293, _e268.zzzz, vec4<bool>(false, false, true, false));
    r9_ = _e295;
    let _e297 = select(_e295, _e268.wwww, vec4<bool>(false, false, false, true));
    r9_ = _e297;
    o2_ = _e297;
    let _e304 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e137.yyyy * vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz) + vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz)), vec4<bool>(true, false, false, false));
    r10_ = _e304;
    let _e307 = consts.c[24];
    r11_ = _e307;
    let _e311 = consts.c[23];
    let _e312 = mix(_e307, _e311, _e304.xxxx);
    r12_ = _e312;
    let _e315 = consts.c[22];
    let _e322 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e137.xyz, -(_e315).xyz))), vec4<bool>(true, false, false, false));
    r13_ = _e322;
    let _e324 = select(_e312, _e322.xxxx, vec4<bool>(false, false, false, true));
    r12_ = _e324;
    let _e327 = consts.c[21];
    let _e330 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e327 + -(_e87)), vec4<bool>(true, true, true, false));
    r14_ = _e330;
    let _e335 = select(_e330, vec4(dot(_e330.xyz, _e330.xyz)), vec4<bool>(false, false, false, true));
    r14_ = _e335;
    let _e341 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e335.wwww.x))), vec4<bool>(true, false, false, false));
    r15_ = _e341;
    let _e347 = select(_e341, vec4((1f / _e341.xxxx.x)), vec4<bool>(false, true, false, false));
    r15_ = _e347;
    let _e351 = consts.c[25];
    let _e355 = select(_e347, (_e347.yyyy + -(_e351.xxxx)), vec4<bool>(false, false, true, false));
    r15_ = _e355;
    let _e360 = select(_e355, saturate((_e355.zzzz * _e351.yyyy)), vec4<bool>(false, false, true, false));
    r15_ = _e360;
    o5_ = _e324;
    let _e363 = consts.c[26];
    let _e367 = select(vec4<f32>(0f, 0f, 0f, 0f), ((in2_ * _e363) + _e363.zwzw), vec4<bool>(true, true, false, false));
    r16_ = _e367;
    let _e369 = select(_e367, _e280.xxxx, vec4<bool>(false, false, true, false));
    r16_ = _e369;
    let _e371 = select(_e369, _e360.zzzz, vec4<bool>(false, false, false, true));
    r16_ = _e371;
    o1_ = _e371;
    let _e374 = consts.c[256];
    let _e377 = consts.c[257];
    let _e382 = select(_e111, ((_e111 * _e377) + (_e374 * _e111.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e382;
    return Output(_e382, _e371, _e297, _e162, _e163, _e324);
}
