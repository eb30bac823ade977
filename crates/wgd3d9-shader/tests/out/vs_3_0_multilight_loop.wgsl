struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var r8_: vec4<f32> = vec4<f32>();
    var r19_: vec4<f32> = vec4<f32>();
    var r10_: vec4<f32> = vec4<f32>();
    var r11_: vec4<f32> = vec4<f32>();
    var r12_: vec4<f32> = vec4<f32>();
    var r13_: vec4<f32> = vec4<f32>();
    var r9_: vec4<f32> = vec4<f32>();
    var r15_: vec4<f32> = vec4<f32>();
    var r14_: vec4<f32> = vec4<f32>();
    var r16_: vec4<f32> = vec4<f32>();
    var r17_: vec4<f32> = vec4<f32>();
    var r18_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e14 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e30 = consts[(_e4 + 2u)];
    let _e38 = consts[(_e4 + 3u)];
    let _e46 = consts[(_e4 + 5u)];
    let _e53 = consts[(_e4 + 6u)];
    let _e60 = consts[(_e4 + 7u)];
    let _e63 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e46)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e53)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e60)), vec4<bool>(false, false, true, false));
    let _e78 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e46.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e53.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e60.xyz)), vec4<bool>(false, false, true, false));
    let _e81 = dot(_e78.xyz, _e78.xyz);
    let _e93 = consts[(_e4 + 8u)];
    let _e96 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e93 + -(_e63)), vec4<bool>(true, true, true, false));
    let _e99 = dot(_e96.xyz, _e96.xyz);
    let _e109 = consts[(_e4 + 10u)];
    let _e114 = consts[(_e4 + 9u)];
    let _e120 = vec4<i32>(8i, 0i, 1i, 0i);
    loop_count = clamp(_e120.x, 0i, 255i);
    loop_step = _e120.z;
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e14)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e38)), vec4<bool>(false, false, false, true));
    r0_ = _e63;
    r1_ = _e78;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e78 * vec4(inverseSqrt(_e81))), vec4<f32>(0f, 0f, 0f, 0f), (_e81 == 0f)), vec4<bool>(true, true, true, false));
    r3_ = _e96;
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e96 * vec4(inverseSqrt(_e99))), vec4<f32>(0f, 0f, 0f, 0f), (_e99 == 0f)), vec4<bool>(true, true, true, false));
    r5_ = _e109;
    r6_ = vec4<f32>(0f, 1f, 0.5f, 10f).xxxx;
    r7_ = _e114;
    r8_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 1f, 0.5f, 10f).xxxx, vec4<bool>(true, false, false, false));
    r19_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e120.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e146 = loop_count;
        if (_e146 <= 0i) {
            break;
        }
        loop_count = (_e146 - 1i);
        let _e149 = r8_;
        let _e151 = r7_;
        if (_e149.xxxx.x >= _e151.xxxx.x) {
            break;
        }
        let _e160 = r19_;
        let _e164 = (i32(_e160.x) + 20i);
        let _e170 = consts[(_e4 + min(u32(_e164), 265u))];
        let _e173 = select(_e170, vec4<f32>(0f, 1f, 0.5f, 10f), (_e164 == 4i));
        let _e174 = r0_;
        let _e178 = r10_;
        let _e179 = select(_e178, (_e173 + -(_e174)), vec4<bool>(true, true, true, false));
        let _e185 = r11_;
        let _e186 = select(_e185, vec4(dot(_e179.xyz, _e179.xyz)), vec4<bool>(true, false, false, false));
        let _e191 = select(_e186, vec4(inverseSqrt(abs(_e186.x))), vec4<bool>(false, true, false, false));
        let _e199 = select(_e191, vec4((1f / _e191.y)), vec4<bool>(false, false, true, false));
        let _e202 = r12_;
        let _e207 = select(select(select(_e202, vec4<f32>(0f, 1f, 0.5f, 10f).yyyy, vec4<bool>(true, false, false, false)), _e199.zzzz, vec4<bool>(false, true, false, false)), _e199.xxxx, vec4<bool>(false, false, true, false));
        let _e211 = (i32(_e160.x) + 40i);
        let _e216 = consts[(_e4 + min(u32(_e211), 265u))];
        let _e224 = r13_;
        let _e225 = select(_e224, vec4(dot(_e207.xyz, select(_e216, vec4<f32>(0f, 1f, 0.5f, 10f), (_e211 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r8_ = select(_e149, (_e149.xxxx + vec4<f32>(0f, 1f, 0.5f, 10f).yyyy), vec4<bool>(true, false, false, false));
        r9_ = _e173;
        r10_ = select(_e179, (_e179 * _e191.yyyy), vec4<bool>(true, true, true, false));
        r11_ = _e199;
        r12_ = _e207;
        r13_ = select(_e225, vec4((1f / _e225.x)), vec4<bool>(true, false, false, false));
        if (_e173.wwww.x == vec4<f32>(0f, 1f, 0.5f, 10f).yyyy.x) {
            let _e236 = r19_;
            let _e240 = (i32(_e236.x) + 50i);
            let _e245 = consts[(_e4 + min(u32(_e240), 265u))];
            let _e247 = select(_e245, vec4<f32>(0f, 1f, 0.5f, 10f), (_e240 == 4i));
            let _e248 = r10_;
            let _e255 = r15_;
            let _e256 = select(_e255, vec4(dot(-(_e248).xyz, _e247.xyz)), vec4<bool>(true, false, false, false));
            let _e261 = select(_e256, (_e256.xxxx + -(_e247.wwww)), vec4<bool>(true, false, false, false));
            let _e266 = select(_e261, saturate((_e261.xxxx * vec4<f32>(0f, 1f, 0.5f, 10f).wwww)), vec4<bool>(true, false, false, false));
            let _e267 = r13_;
            r14_ = _e247;
            r15_ = _e266;
            r13_ = select(_e267, (_e267.xxxx * _e266.xxxx), vec4<bool>(true, false, false, false));
        }
        let _e273 = r2_;
        let _e274 = r10_;
        let _e281 = r16_;
        let _e282 = select(_e281, saturate(vec4(dot(_e273.xyz, _e274.xyz))), vec4<bool>(true, false, false, false));
        let _e284 = r13_;
        let _e287 = select(_e282, (_e282.xxxx * _e284.xxxx), vec4<bool>(true, false, false, false));
        let _e289 = r19_;
        let _e293 = (i32(_e289.x) + 30i);
        let _e298 = consts[(_e4 + min(u32(_e293), 265u))];
        let _e301 = r5_;
        let _e304 = r4_;
        let _e307 = r17_;
        let _e308 = select(_e307, (_e274 + _e304), vec4<bool>(true, true, true, false));
        let _e311 = dot(_e308.xyz, _e308.xyz);
        let _e318 = r18_;
        let _e319 = select(_e318, select((_e308 * vec4(inverseSqrt(_e311))), vec4<f32>(0f, 0f, 0f, 0f), (_e311 == 0f)), vec4<bool>(true, true, true, false));
        let _e325 = select(_e287, saturate(vec4(dot(_e273.xyz, _e319.xyz))), vec4<bool>(false, true, false, false));
        let _e327 = r7_;
        let _e329 = abs(_e325.y);
        let _e340 = select(_e325, vec4(min(select(select(pow(_e329, _e327.y), 340282350000000000000000000000000000000f, ((_e329 == 0f) && (_e327.y < 0f))), 1f, (_e327.y == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
        let _e344 = select(_e340, (_e340.zzzz * _e284.xxxx), vec4<bool>(false, false, true, false));
        let _e348 = (i32(_e289.x) + 30i);
        let _e353 = consts[(_e4 + min(u32(_e348), 265u))];
        let _e356 = r6_;
        let _e359 = loop_step;
        r16_ = _e344;
        r5_ = ((_e287.xxxx * select(_e298, vec4<f32>(0f, 1f, 0.5f, 10f), (_e293 == 4i))) + _e301);
        r17_ = _e308;
        r18_ = _e319;
        r6_ = ((_e344.zzzz * select(_e353, vec4<f32>(0f, 1f, 0.5f, 10f), (_e348 == 4i))) + _e356);
        r19_ = select(_e289, vec4((_e289.x + f32(_e359))), vec4<bool>(true, false, false, false));
    }
    let _e365 = r5_;
    let _e367 = r6_;
    let _e369 = v2_;
    let _e371 = o3_;
    let _e374 = o0_;
    let _e378 = consts[(_e4 + 256u)];
    let _e382 = consts[(_e4 + 257u)];
    return Output(select(_e374, ((_e374 * _e382) + (_e378 * _e374.wwww)), vec4<bool>(true, true, true, false)), saturate(_e365), saturate(_e367), select(_e371, _e369, vec4<bool>(true, true, false, false)));
}
