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
    let _e59 = v0_;
    let _e62 = consts.c[0];
    let _e65 = o0_;
    o0_ = select(_e65, vec4(dot(_e59, _e62)), vec4<bool>(true, false, false, false));
    let _e68 = v0_;
    let _e71 = consts.c[1];
    let _e74 = o0_;
    o0_ = select(_e74, vec4(dot(_e68, _e71)), vec4<bool>(false, true, false, false));
    let _e77 = v0_;
    let _e80 = consts.c[2];
    let _e83 = o0_;
    o0_ = select(_e83, vec4(dot(_e77, _e80)), vec4<bool>(false, false, true, false));
    let _e86 = v0_;
    let _e89 = consts.c[3];
    let _e92 = o0_;
    o0_ = select(_e92, vec4(dot(_e86, _e89)), vec4<bool>(false, false, false, true));
    let _e95 = v0_;
    let _e98 = consts.c[5];
    let _e101 = r0_;
    r0_ = select(_e101, vec4(dot(_e95, _e98)), vec4<bool>(true, false, false, false));
    let _e103 = v0_;
    let _e106 = consts.c[6];
    let _e109 = r0_;
    r0_ = select(_e109, vec4(dot(_e103, _e106)), vec4<bool>(false, true, false, false));
    let _e111 = v0_;
    let _e114 = consts.c[7];
    let _e117 = r0_;
    r0_ = select(_e117, vec4(dot(_e111, _e114)), vec4<bool>(false, false, true, false));
    let _e119 = v1_;
    let _e122 = consts.c[5];
    let _e127 = r1_;
    r1_ = select(_e127, vec4(dot(_e119.xyz, _e122.xyz)), vec4<bool>(true, false, false, false));
    let _e129 = v1_;
    let _e132 = consts.c[6];
    let _e137 = r1_;
    r1_ = select(_e137, vec4(dot(_e129.xyz, _e132.xyz)), vec4<bool>(false, true, false, false));
    let _e139 = v1_;
    let _e142 = consts.c[7];
    let _e147 = r1_;
    r1_ = select(_e147, vec4(dot(_e139.xyz, _e142.xyz)), vec4<bool>(false, false, true, false));
    let _e149 = r1_;
    let _e156 = r2_;
    r2_ = select(_e156, (_e149 * vec4(inverseSqrt(dot(_e149.xyz, _e149.xyz)))), vec4<bool>(true, true, true, false));
    let _e161 = consts.c[8];
    let _e162 = r0_;
    let _e165 = r3_;
    r3_ = select(_e165, (_e161 + -(_e162)), vec4<bool>(true, true, true, false));
    let _e167 = r3_;
    let _e174 = r4_;
    r4_ = select(_e174, (_e167 * vec4(inverseSqrt(dot(_e167.xyz, _e167.xyz)))), vec4<bool>(true, true, true, false));
    let _e178 = consts.c[10];
    r5_ = _e178;
    r6_ = vec4<f32>(0f, 1f, 0.5f, 10f).xxxx;
    let _e182 = consts.c[9];
    r7_ = _e182;
    let _e184 = r8_;
    r8_ = select(_e184, vec4<f32>(0f, 1f, 0.5f, 10f).xxxx, vec4<bool>(true, false, false, false));
    let _e190 = vec4<i32>(8i, 0i, 1i, 0i);
    loop_count = clamp(_e190.x, 0i, 255i);
    loop_step = _e190.z;
    let _e201 = r19_;
    r19_ = select(_e201, vec4(f32(_e190.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e203 = loop_count;
        if (_e203 <= 0i) {
            break;
        }
        loop_count = (_e203 - 1i);
        let _e208 = r8_;
        let _e210 = r7_;
        if (_e208.xxxx.x >= _e210.xxxx.x) {
            break;
        }
        let _e215 = r8_;
        let _e219 = r8_;
        r8_ = select(_e219, (_e215.xxxx + vec4<f32>(0f, 1f, 0.5f, 10f).yyyy), vec4<bool>(true, false, false, false));
        let _e222 = r19_;
        let _e226 = (i32(_e222.x) + 20i);
        let _e228 = consts.c[_e226];
        r9_ = select(_e228, vec4<f32>(0f, 1f, 0.5f, 10f), (_e226 == 4i));
        let _e232 = r9_;
        let _e233 = r0_;
        let _e236 = r10_;
        r10_ = select(_e236, (_e232 + -(_e233)), vec4<bool>(true, true, true, false));
        let _e238 = r10_;
        let _e239 = r10_;
        let _e244 = r11_;
        r11_ = select(_e244, vec4(dot(_e238.xyz, _e239.xyz)), vec4<bool>(true, false, false, false));
        let _e246 = r11_;
        let _e252 = r11_;
        r11_ = select(_e252, vec4(inverseSqrt(abs(_e246.xxxx.x))), vec4<bool>(false, true, false, false));
        let _e254 = r10_;
        let _e255 = r11_;
        let _e258 = r10_;
        r10_ = select(_e258, (_e254 * _e255.yyyy), vec4<bool>(true, true, true, false));
        let _e260 = r11_;
        let _e266 = r11_;
        r11_ = select(_e266, vec4((1f / _e260.yyyy.x)), vec4<bool>(false, false, true, false));
        let _e269 = r12_;
        r12_ = select(_e269, vec4<f32>(0f, 1f, 0.5f, 10f).yyyy, vec4<bool>(true, false, false, false));
        let _e271 = r11_;
        let _e273 = r12_;
        r12_ = select(_e273, _e271.zzzz, vec4<bool>(false, true, false, false));
        let _e275 = r11_;
        let _e277 = r12_;
        r12_ = select(_e277, _e275.xxxx, vec4<bool>(false, false, true, false));
        let _e279 = r12_;
        let _e281 = r19_;
        let _e285 = (i32(_e281.x) + 40i);
        let _e287 = consts.c[_e285];
        let _e295 = r13_;
        r13_ = select(_e295, vec4(dot(_e279.xyz, select(_e287, vec4<f32>(0f, 1f, 0.5f, 10f), (_e285 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        let _e297 = r13_;
        let _e303 = r13_;
        r13_ = select(_e303, vec4((1f / _e297.xxxx.x)), vec4<bool>(true, false, false, false));
        let _e305 = r9_;
        if (_e305.wwww.x == vec4<f32>(0f, 1f, 0.5f, 10f).yyyy.x) {
            let _e312 = r19_;
            let _e316 = (i32(_e312.x) + 50i);
            let _e318 = consts.c[_e316];
            r14_ = select(_e318, vec4<f32>(0f, 1f, 0.5f, 10f), (_e316 == 4i));
            let _e322 = r10_;
            let _e324 = r14_;
            let _e329 = r15_;
            r15_ = select(_e329, vec4(dot(-(_e322).xyz, _e324.xyz)), vec4<bool>(true, false, false, false));
            let _e331 = r15_;
            let _e333 = r14_;
            let _e337 = r15_;
            r15_ = select(_e337, (_e331.xxxx + -(_e333.wwww)), vec4<bool>(true, false, false, false));
            let _e339 = r15_;
            let _e344 = r15_;
            r15_ = select(_e344, saturate((_e339.xxxx * vec4<f32>(0f, 1f, 0.5f, 10f).wwww)), vec4<bool>(true, false, false, false));
            let _e346 = r13_;
            let _e348 = r15_;
            let _e351 = r13_;
            r13_ = select(_e351, (_e346.xxxx * _e348.xxxx), vec4<bool>(true, false, false, false));
        }
        let _e353 = r2_;
        let _e354 = r10_;
        let _e360 = r16_;
        r16_ = select(_e360, saturate(vec4(dot(_e353.xyz, _e354.xyz))), vec4<bool>(true, false, false, false));
        let _e362 = r16_;
        let _e364 = r13_;
        let _e367 = r16_;
        r16_ = select(_e367, (_e362.xxxx * _e364.xxxx), vec4<bool>(true, false, false, false));
        let _e369 = r16_;
        let _e372 = r19_;
        let _e376 = (i32(_e372.x) + 30i);
        let _e378 = consts.c[_e376];
        let _e382 = r5_;
        r5_ = ((_e369.xxxx * select(_e378, vec4<f32>(0f, 1f, 0.5f, 10f), (_e376 == 4i))) + _e382);
        let _e385 = r10_;
        let _e386 = r4_;
        let _e388 = r17_;
        r17_ = select(_e388, (_e385 + _e386), vec4<bool>(true, true, true, false));
        let _e390 = r17_;
        let _e397 = r18_;
        r18_ = select(_e397, (_e390 * vec4(inverseSqrt(dot(_e390.xyz, _e390.xyz)))), vec4<bool>(true, true, true, false));
        let _e399 = r2_;
        let _e400 = r18_;
        let _e406 = r16_;
        r16_ = select(_e406, saturate(vec4(dot(_e399.xyz, _e400.xyz))), vec4<bool>(false, true, false, false));
        let _e408 = r16_;
        let _e411 = r7_;
        let _e417 = r16_;
        r16_ = select(_e417, vec4(pow(abs(_e408.yyyy.x), _e411.yyyy.x)), vec4<bool>(false, false, true, false));
        let _e419 = r16_;
        let _e421 = r13_;
        let _e424 = r16_;
        r16_ = select(_e424, (_e419.zzzz * _e421.xxxx), vec4<bool>(false, false, true, false));
        let _e426 = r16_;
        let _e429 = r19_;
        let _e433 = (i32(_e429.x) + 30i);
        let _e435 = consts.c[_e433];
        let _e439 = r6_;
        r6_ = ((_e426.zzzz * select(_e435, vec4<f32>(0f, 1f, 0.5f, 10f), (_e433 == 4i))) + _e439);
        let _e442 = loop_step;
        let _e444 = r19_;
        let _e448 = r19_;
        r19_ = select(_e448, vec4((_e444.x + f32(_e442))), vec4<bool>(true, false, false, false));
    }
    let _e450 = r5_;
    o1_ = saturate(_e450);
    let _e452 = r6_;
    o2_ = saturate(_e452);
    let _e454 = v2_;
    let _e455 = o3_;
    o3_ = select(_e455, _e454, vec4<bool>(true, true, false, false));
    let _e458 = o0_;
    let _e461 = consts.c[256];
    let _e465 = o0_;
    o0_ = select(_e465, (_e458 + (_e461 * _e458.wwww)), vec4<bool>(true, true, true, false));
    let _e467 = o0_;
    let _e468 = o1_;
    let _e469 = o2_;
    let _e470 = o3_;
    return Output(_e467, _e468, _e469, _e470);
}
