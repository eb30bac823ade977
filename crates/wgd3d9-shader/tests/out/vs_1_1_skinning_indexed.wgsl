struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    v4_ = in4_;
    let _e43 = select(vec4<f32>(0f, 0f, 0f, 0f), (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx), vec4<bool>(true, true, false, false));
    r0_ = _e43;
    let _e47 = select(vec4<f32>(0f, 0f, 0f, 0f), floor(_e43.xxxx), vec4<bool>(true, false, false, false));
    r7_ = _e47;
    let _e52 = (i32(_e47.x) + 10i);
    let _e54 = consts.c[_e52];
    let _e60 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e54, vec4<f32>(3f, 1f, 0f, 0f), (_e52 == 4i)))), vec4<bool>(true, false, false, false));
    r1_ = _e60;
    let _e65 = (i32(_e47.x) + 11i);
    let _e67 = consts.c[_e65];
    let _e73 = select(_e60, vec4(dot(in0_, select(_e67, vec4<f32>(3f, 1f, 0f, 0f), (_e65 == 4i)))), vec4<bool>(false, true, false, false));
    r1_ = _e73;
    let _e78 = (i32(_e47.x) + 12i);
    let _e80 = consts.c[_e78];
    let _e86 = select(_e73, vec4(dot(in0_, select(_e80, vec4<f32>(3f, 1f, 0f, 0f), (_e78 == 4i)))), vec4<bool>(false, false, true, false));
    r1_ = _e86;
    let _e90 = (i32(_e47.x) + 10i);
    let _e92 = consts.c[_e90];
    let _e99 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e92, vec4<f32>(3f, 1f, 0f, 0f), (_e90 == 4i)).xyz)), vec4<bool>(true, false, false, false));
    r4_ = _e99;
    let _e103 = (i32(_e47.x) + 11i);
    let _e105 = consts.c[_e103];
    let _e112 = select(_e99, vec4(dot(in3_.xyz, select(_e105, vec4<f32>(3f, 1f, 0f, 0f), (_e103 == 4i)).xyz)), vec4<bool>(false, true, false, false));
    r4_ = _e112;
    let _e116 = (i32(_e47.x) + 12i);
    let _e118 = consts.c[_e116];
    let _e125 = select(_e112, vec4(dot(in3_.xyz, select(_e118, vec4<f32>(3f, 1f, 0f, 0f), (_e116 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    r4_ = _e125;
    let _e129 = select(_e86, (_e86 * in1_.xxxx), vec4<bool>(true, true, true, false));
    r1_ = _e129;
    let _e132 = select(_e125, (_e125 * in1_.xxxx), vec4<bool>(true, true, true, false));
    r4_ = _e132;
    let _e135 = select(_e47, floor(_e43.yyyy), vec4<bool>(true, false, false, false));
    r7_ = _e135;
    let _e139 = (i32(_e135.x) + 10i);
    let _e141 = consts.c[_e139];
    let _e146 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e141, vec4<f32>(3f, 1f, 0f, 0f), (_e139 == 4i)))), vec4<bool>(true, false, false, false));
    r2_ = _e146;
    let _e150 = (i32(_e135.x) + 11i);
    let _e152 = consts.c[_e150];
    let _e157 = select(_e146, vec4(dot(in0_, select(_e152, vec4<f32>(3f, 1f, 0f, 0f), (_e150 == 4i)))), vec4<bool>(false, true, false, false));
    r2_ = _e157;
    let _e161 = (i32(_e135.x) + 12i);
    let _e163 = consts.c[_e161];
    let _e168 = select(_e157, vec4(dot(in0_, select(_e163, vec4<f32>(3f, 1f, 0f, 0f), (_e161 == 4i)))), vec4<bool>(false, false, true, false));
    r2_ = _e168;
    let _e172 = (i32(_e135.x) + 10i);
    let _e174 = consts.c[_e172];
    let _e181 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e174, vec4<f32>(3f, 1f, 0f, 0f), (_e172 == 4i)).xyz)), vec4<bool>(true, false, false, false));
    r5_ = _e181;
    let _e185 = (i32(_e135.x) + 11i);
    let _e187 = consts.c[_e185];
    let _e194 = select(_e181, vec4(dot(in3_.xyz, select(_e187, vec4<f32>(3f, 1f, 0f, 0f), (_e185 == 4i)).xyz)), vec4<bool>(false, true, false, false));
    r5_ = _e194;
    let _e198 = (i32(_e135.x) + 12i);
    let _e200 = consts.c[_e198];
    let _e207 = select(_e194, vec4(dot(in3_.xyz, select(_e200, vec4<f32>(3f, 1f, 0f, 0f), (_e198 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    r5_ = _e207;
    let _e212 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(3f, 1f, 0f, 0f).yyyy + -(in1_.xxxx)), vec4<bool>(true, false, false, false));
    r3_ = _e212;
    let _e216 = select(_e129, ((_e168 * _e212.xxxx) + _e129), vec4<bool>(true, true, true, false));
    r1_ = _e216;
    let _e220 = select(_e132, ((_e207 * _e212.xxxx) + _e132), vec4<bool>(true, true, true, false));
    r4_ = _e220;
    let _e223 = select(_e216, vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    r1_ = _e223;
    let _e226 = consts.c[0];
    let _e229 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e223, _e226)), vec4<bool>(true, false, false, false));
    o0_ = _e229;
    let _e232 = consts.c[1];
    let _e235 = select(_e229, vec4(dot(_e223, _e232)), vec4<bool>(false, true, false, false));
    o0_ = _e235;
    let _e238 = consts.c[2];
    let _e241 = select(_e235, vec4(dot(_e223, _e238)), vec4<bool>(false, false, true, false));
    o0_ = _e241;
    let _e244 = consts.c[3];
    let _e247 = select(_e241, vec4(dot(_e223, _e244)), vec4<bool>(false, false, false, true));
    o0_ = _e247;
    let _e250 = consts.c[8];
    let _e255 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e220.xyz, _e250.xyz)), vec4<bool>(true, false, false, false));
    r6_ = _e255;
    let _e256 = _e255.xxxx;
    let _e257 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e259 = select(_e257, _e256, (_e256 >= _e257));
    o1_ = _e259;
    let _e260 = select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false));
    o2_ = _e260;
    let _e261 = saturate(_e259);
    o1_ = _e261;
    let _e264 = consts.c[256];
    let _e268 = select(_e247, (_e247 + (_e264 * _e247.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e268;
    return Output(_e268, _e261, _e260);
}
