struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
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
    var r18_: vec4<f32> = vec4<f32>();
    var r19_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e62 = consts.c[0];
    let _e66 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e62)), vec4<bool>(true, false, false, false));
    o0_ = _e66;
    let _e69 = consts.c[1];
    let _e73 = select(_e66, vec4(dot(in0_, _e69)), vec4<bool>(false, true, false, false));
    o0_ = _e73;
    let _e76 = consts.c[2];
    let _e80 = select(_e73, vec4(dot(in0_, _e76)), vec4<bool>(false, false, true, false));
    o0_ = _e80;
    let _e83 = consts.c[3];
    o0_ = select(_e80, vec4(dot(in0_, _e83)), vec4<bool>(false, false, false, true));
    let _e90 = consts.c[5];
    let _e93 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e90)), vec4<bool>(true, false, false, false));
    r0_ = _e93;
    let _e96 = consts.c[6];
    let _e99 = select(_e93, vec4(dot(in0_, _e96)), vec4<bool>(false, true, false, false));
    r0_ = _e99;
    let _e102 = consts.c[7];
    let _e105 = select(_e99, vec4(dot(in0_, _e102)), vec4<bool>(false, false, true, false));
    r0_ = _e105;
    let _e110 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e90.xyz)), vec4<bool>(true, false, false, false));
    r1_ = _e110;
    let _e115 = select(_e110, vec4(dot(in1_.xyz, _e96.xyz)), vec4<bool>(false, true, false, false));
    r1_ = _e115;
    let _e120 = select(_e115, vec4(dot(in1_.xyz, _e102.xyz)), vec4<bool>(false, false, true, false));
    r1_ = _e120;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), (_e120 * vec4(inverseSqrt(dot(_e120.xyz, _e120.xyz)))), vec4<bool>(true, true, true, false));
    let _e131 = consts.c[8];
    let _e134 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e131 + -(_e105)), vec4<bool>(true, true, true, false));
    r3_ = _e134;
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), (_e134 * vec4(inverseSqrt(dot(_e134.xyz, _e134.xyz)))), vec4<bool>(true, true, true, false));
    let _e144 = consts.c[10];
    r5_ = _e144;
    r6_ = vec4<f32>(0f, 1f, 0.5f, 10f).xxxx;
    let _e148 = consts.c[9];
    r7_ = _e148;
    r8_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 1f, 0.5f, 10f).xxxx, vec4<bool>(true, false, false, false));
    let _e154 = vec4<i32>(8i, 0i, 1i, 0i);
    loop_count = clamp(_e154.x, 0i, 255i);
    loop_step = _e154.z;
    r19_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e154.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e165 = loop_count;
        if (_e165 <= 0i) {
            break;
        }
        loop_count = (_e165 - 1i);
        let _e168 = r8_;
        let _e170 = r7_;
        if (_e168.xxxx.x >= _e170.xxxx.x) {
            break;
        }
        r8_ = select(_e168, (_e168.xxxx + vec4<f32>(0f, 1f, 0.5f, 10f).yyyy), vec4<bool>(true, false, false, false));
        let _e180 = r19_;
        let _e184 = (i32(_e180.x) + 20i);
        let _e186 = consts.c[_e184];
        let _e189 = select(_e186, vec4<f32>(0f, 1f, 0.5f, 10f), (_e184 == 4i));
        r9_ = _e189;
        let _e190 = r0_;
        let _e193 = r10_;
        let _e194 = select(_e193, (_e189 + -(_e190)), vec4<bool>(true, true, true, false));
        r10_ = _e194;
        let _e199 = r11_;
        let _e200 = select(_e199, vec4(dot(_e194.xyz, _e194.xyz)), vec4<bool>(true, false, false, false));
        r11_ = _e200;
        let _e206 = select(_e200, vec4(inverseSqrt(abs(_e200.xxxx.x))), vec4<bool>(false, true, false, false));
        r11_ = _e206;
        r10_ = select(_e194, (_e194 * _e206.yyyy), vec4<bool>(true, true, true, false));
        let _e215 = select(_e206, vec4((1f / _e206.yyyy.x)), vec4<bool>(false, false, true, false));
        r11_ = _e215;
        let _e217 = r12_;
        let _e218 = select(_e217, vec4<f32>(0f, 1f, 0.5f, 10f).yyyy, vec4<bool>(true, false, false, false));
        r12_ = _e218;
        let _e220 = select(_e218, _e215.zzzz, vec4<bool>(false, true, false, false));
        r12_ = _e220;
        let _e222 = select(_e220, _e215.xxxx, vec4<bool>(false, false, true, false));
        r12_ = _e222;
        let _e227 = (i32(_e180.x) + 40i);
        let _e229 = consts.c[_e227];
        let _e236 = r13_;
        let _e237 = select(_e236, vec4(dot(_e222.xyz, select(_e229, vec4<f32>(0f, 1f, 0.5f, 10f), (_e227 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r13_ = _e237;
        r13_ = select(_e237, vec4((1f / _e237.xxxx.x)), vec4<bool>(true, false, false, false));
        if (_e189.wwww.x == vec4<f32>(0f, 1f, 0.5f, 10f).yyyy.x) {
            let _e249 = r19_;
            let _e253 = (i32(_e249.x) + 50i);
            let _e255 = consts.c[_e253];
            let _e257 = select(_e255, vec4<f32>(0f, 1f, 0.5f, 10f), (_e253 == 4i));
            r14_ = _e257;
            let _e258 = r10_;
            let _e264 = r15_;
            let _e265 = select(_e264, vec4(dot(-(_e258).xyz, _e257.xyz)), vec4<bool>(true, false, false, false));
            r15_ = _e265;
            let _e270 = select(_e265, (_e265.xxxx + -(_e257.wwww)), vec4<bool>(true, false, false, false));
            r15_ = _e270;
            let _e275 = select(_e270, saturate((_e270.xxxx * vec4<f32>(0f, 1f, 0.5f, 10f).wwww)), vec4<bool>(true, false, false, false));
            r15_ = _e275;
            let _e276 = r13_;
            r13_ = select(_e276, (_e276.xxxx * _e275.xxxx), vec4<bool>(true, false, false, false));
        }
        let _e281 = r2_;
        let _e282 = r10_;
        let _e288 = r16_;
        let _e289 = select(_e288, saturate(vec4(dot(_e281.xyz, _e282.xyz))), vec4<bool>(true, false, false, false));
        r16_ = _e289;
        let _e291 = r13_;
        let _e294 = select(_e289, (_e289.xxxx * _e291.xxxx), vec4<bool>(true, false, false, false));
        r16_ = _e294;
        let _e297 = r19_;
        let _e301 = (i32(_e297.x) + 30i);
        let _e303 = consts.c[_e301];
        let _e306 = r5_;
        r5_ = ((_e294.xxxx * select(_e303, vec4<f32>(0f, 1f, 0.5f, 10f), (_e301 == 4i))) + _e306);
        let _e309 = r4_;
        let _e311 = r17_;
        let _e312 = select(_e311, (_e282 + _e309), vec4<bool>(true, true, true, false));
        r17_ = _e312;
        let _e319 = r18_;
        let _e320 = select(_e319, (_e312 * vec4(inverseSqrt(dot(_e312.xyz, _e312.xyz)))), vec4<bool>(true, true, true, false));
        r18_ = _e320;
        let _e326 = select(_e294, saturate(vec4(dot(_e281.xyz, _e320.xyz))), vec4<bool>(false, true, false, false));
        r16_ = _e326;
        let _e329 = r7_;
        let _e335 = select(_e326, vec4(pow(abs(_e326.yyyy.x), _e329.yyyy.x)), vec4<bool>(false, false, true, false));
        r16_ = _e335;
        let _e339 = select(_e335, (_e335.zzzz * _e291.xxxx), vec4<bool>(false, false, true, false));
        r16_ = _e339;
        let _e344 = (i32(_e297.x) + 30i);
        let _e346 = consts.c[_e344];
        let _e349 = r6_;
        r6_ = ((_e339.zzzz * select(_e346, vec4<f32>(0f, 1f, 0.5f, 10f), (_e344 == 4i))) + _e349);
        let _e352 = loop_step;
        r19_ = select(_e297, vec4((_e297.x + f32(_e352))), vec4<bool>(true, false, false, false));
    }
    let _e358 = r5_;
    let _e359 = saturate(_e358);
    o1_ = _e359;
    let _e360 = r6_;
    let _e361 = saturate(_e360);
    o2_ = _e361;
    let _e362 = v2_;
    let _e363 = o3_;
    let _e365 = select(_e363, _e362, vec4<bool>(true, true, false, false));
    o3_ = _e365;
    let _e366 = o0_;
    let _e369 = consts.c[256];
    let _e373 = select(_e366, (_e366 + (_e369 * _e366.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e373;
    return Output(_e373, _e359, _e361, _e365);
}
