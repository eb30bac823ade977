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
var<uniform> consts: array<vec4<u32>, 4096>;
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
    let _e23 = consts[(_e4 + 1u)];
    let _e32 = consts[(_e4 + 2u)];
    let _e41 = consts[(_e4 + 3u)];
    let _e50 = consts[(_e4 + 5u)];
    let _e51 = bitcast<vec4<f32>>(_e50);
    let _e58 = consts[(_e4 + 6u)];
    let _e59 = bitcast<vec4<f32>>(_e58);
    let _e66 = consts[(_e4 + 7u)];
    let _e67 = bitcast<vec4<f32>>(_e66);
    let _e70 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e51)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e59)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e67)), vec4<bool>(false, false, true, false));
    let _e85 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e51.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e59.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e67.xyz)), vec4<bool>(false, false, true, false));
    let _e88 = dot(_e85.xyz, _e85.xyz);
    let _e100 = consts[(_e4 + 8u)];
    let _e104 = select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e100) + -(_e70)), vec4<bool>(true, true, true, false));
    let _e107 = dot(_e104.xyz, _e104.xyz);
    let _e117 = consts[(_e4 + 10u)];
    let _e123 = consts[(_e4 + 9u)];
    let _e130 = vec4<i32>(8i, 0i, 1i, 0i);
    loop_count = clamp(_e130.x, 0i, 255i);
    loop_step = _e130.z;
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e14))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e23))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e32))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e41))), vec4<bool>(false, false, false, true));
    r0_ = _e70;
    r1_ = _e85;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e85 * vec4(inverseSqrt(_e88))), vec4<f32>(0f, 0f, 0f, 0f), (_e88 == 0f)), vec4<bool>(true, true, true, false));
    r3_ = _e104;
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e104 * vec4(inverseSqrt(_e107))), vec4<f32>(0f, 0f, 0f, 0f), (_e107 == 0f)), vec4<bool>(true, true, true, false));
    r5_ = bitcast<vec4<f32>>(_e117);
    r6_ = vec4<f32>(0f, 1f, 0.5f, 10f).xxxx;
    r7_ = bitcast<vec4<f32>>(_e123);
    r8_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 1f, 0.5f, 10f).xxxx, vec4<bool>(true, false, false, false));
    r19_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e130.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e156 = loop_count;
        if (_e156 <= 0i) {
            break;
        }
        loop_count = (_e156 - 1i);
        let _e159 = r8_;
        let _e161 = r7_;
        if (_e159.xxxx.x >= _e161.xxxx.x) {
            break;
        }
        let _e170 = r19_;
        let _e174 = (i32(_e170.x) + 20i);
        let _e175 = u32(_e174);
        let _e180 = consts[(_e4 + min(_e175, 265u))];
        let _e187 = select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e180), (_e175 < 256u)), vec4<f32>(0f, 1f, 0.5f, 10f), (_e174 == 4i));
        let _e188 = r0_;
        let _e192 = r10_;
        let _e193 = select(_e192, (_e187 + -(_e188)), vec4<bool>(true, true, true, false));
        let _e199 = r11_;
        let _e200 = select(_e199, vec4(dot(_e193.xyz, _e193.xyz)), vec4<bool>(true, false, false, false));
        let _e205 = select(_e200, vec4(inverseSqrt(abs(_e200.x))), vec4<bool>(false, true, false, false));
        let _e213 = select(_e205, vec4((1f / _e205.y)), vec4<bool>(false, false, true, false));
        let _e216 = r12_;
        let _e221 = select(select(select(_e216, vec4<f32>(0f, 1f, 0.5f, 10f).yyyy, vec4<bool>(true, false, false, false)), _e213.zzzz, vec4<bool>(false, true, false, false)), _e213.xxxx, vec4<bool>(false, false, true, false));
        let _e225 = (i32(_e170.x) + 40i);
        let _e226 = u32(_e225);
        let _e230 = consts[(_e4 + min(_e226, 265u))];
        let _e241 = r13_;
        let _e242 = select(_e241, vec4(dot(_e221.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e230), (_e226 < 256u)), vec4<f32>(0f, 1f, 0.5f, 10f), (_e225 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r8_ = select(_e159, (_e159.xxxx + vec4<f32>(0f, 1f, 0.5f, 10f).yyyy), vec4<bool>(true, false, false, false));
        r9_ = _e187;
        r10_ = select(_e193, (_e193 * _e205.yyyy), vec4<bool>(true, true, true, false));
        r11_ = _e213;
        r12_ = _e221;
        r13_ = select(_e242, vec4((1f / _e242.x)), vec4<bool>(true, false, false, false));
        if (_e187.wwww.x == vec4<f32>(0f, 1f, 0.5f, 10f).yyyy.x) {
            let _e253 = r19_;
            let _e257 = (i32(_e253.x) + 50i);
            let _e258 = u32(_e257);
            let _e262 = consts[(_e4 + min(_e258, 265u))];
            let _e267 = select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e262), (_e258 < 256u)), vec4<f32>(0f, 1f, 0.5f, 10f), (_e257 == 4i));
            let _e268 = r10_;
            let _e275 = r15_;
            let _e276 = select(_e275, vec4(dot(-(_e268).xyz, _e267.xyz)), vec4<bool>(true, false, false, false));
            let _e281 = select(_e276, (_e276.xxxx + -(_e267.wwww)), vec4<bool>(true, false, false, false));
            let _e286 = select(_e281, saturate((_e281.xxxx * vec4<f32>(0f, 1f, 0.5f, 10f).wwww)), vec4<bool>(true, false, false, false));
            let _e287 = r13_;
            r14_ = _e267;
            r15_ = _e286;
            r13_ = select(_e287, (_e287.xxxx * _e286.xxxx), vec4<bool>(true, false, false, false));
        }
        let _e293 = r2_;
        let _e294 = r10_;
        let _e301 = r16_;
        let _e302 = select(_e301, saturate(vec4(dot(_e293.xyz, _e294.xyz))), vec4<bool>(true, false, false, false));
        let _e304 = r13_;
        let _e307 = select(_e302, (_e302.xxxx * _e304.xxxx), vec4<bool>(true, false, false, false));
        let _e309 = r19_;
        let _e313 = (i32(_e309.x) + 30i);
        let _e314 = u32(_e313);
        let _e318 = consts[(_e4 + min(_e314, 265u))];
        let _e324 = r5_;
        let _e327 = r4_;
        let _e330 = r17_;
        let _e331 = select(_e330, (_e294 + _e327), vec4<bool>(true, true, true, false));
        let _e334 = dot(_e331.xyz, _e331.xyz);
        let _e341 = r18_;
        let _e342 = select(_e341, select((_e331 * vec4(inverseSqrt(_e334))), vec4<f32>(0f, 0f, 0f, 0f), (_e334 == 0f)), vec4<bool>(true, true, true, false));
        let _e348 = select(_e307, saturate(vec4(dot(_e293.xyz, _e342.xyz))), vec4<bool>(false, true, false, false));
        let _e350 = r7_;
        let _e352 = abs(_e348.y);
        let _e363 = select(_e348, vec4(min(select(select(pow(_e352, _e350.y), 340282350000000000000000000000000000000f, ((_e352 == 0f) && (_e350.y < 0f))), 1f, (_e350.y == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
        let _e367 = select(_e363, (_e363.zzzz * _e304.xxxx), vec4<bool>(false, false, true, false));
        let _e371 = (i32(_e309.x) + 30i);
        let _e372 = u32(_e371);
        let _e376 = consts[(_e4 + min(_e372, 265u))];
        let _e382 = r6_;
        let _e385 = loop_step;
        r16_ = _e367;
        r5_ = ((_e307.xxxx * select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e318), (_e314 < 256u)), vec4<f32>(0f, 1f, 0.5f, 10f), (_e313 == 4i))) + _e324);
        r17_ = _e331;
        r18_ = _e342;
        r6_ = ((_e367.zzzz * select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e376), (_e372 < 256u)), vec4<f32>(0f, 1f, 0.5f, 10f), (_e371 == 4i))) + _e382);
        r19_ = select(_e309, vec4((_e309.x + f32(_e385))), vec4<bool>(true, false, false, false));
    }
    let _e391 = r5_;
    let _e393 = r6_;
    let _e395 = v2_;
    let _e397 = o3_;
    let _e400 = o0_;
    let _e403 = consts[(_e4 + 256u)];
    let _e408 = consts[(_e4 + 257u)];
    return Output(select(_e400, ((_e400 * bitcast<vec4<f32>>(_e408)) + (bitcast<vec4<f32>>(_e403) * _e400.wwww)), vec4<bool>(true, true, true, false)), saturate(_e391), saturate(_e393), select(_e397, _e395, vec4<bool>(true, true, false, false)));
}
