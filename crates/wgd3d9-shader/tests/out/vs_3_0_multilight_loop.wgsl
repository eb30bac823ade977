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
        let _e180 = consts[(_e4 + min(u32(_e174), 265u))];
        let _e184 = select(bitcast<vec4<f32>>(_e180), vec4<f32>(0f, 1f, 0.5f, 10f), (_e174 == 4i));
        let _e185 = r0_;
        let _e189 = r10_;
        let _e190 = select(_e189, (_e184 + -(_e185)), vec4<bool>(true, true, true, false));
        let _e196 = r11_;
        let _e197 = select(_e196, vec4(dot(_e190.xyz, _e190.xyz)), vec4<bool>(true, false, false, false));
        let _e202 = select(_e197, vec4(inverseSqrt(abs(_e197.x))), vec4<bool>(false, true, false, false));
        let _e210 = select(_e202, vec4((1f / _e202.y)), vec4<bool>(false, false, true, false));
        let _e213 = r12_;
        let _e218 = select(select(select(_e213, vec4<f32>(0f, 1f, 0.5f, 10f).yyyy, vec4<bool>(true, false, false, false)), _e210.zzzz, vec4<bool>(false, true, false, false)), _e210.xxxx, vec4<bool>(false, false, true, false));
        let _e222 = (i32(_e170.x) + 40i);
        let _e227 = consts[(_e4 + min(u32(_e222), 265u))];
        let _e236 = r13_;
        let _e237 = select(_e236, vec4(dot(_e218.xyz, select(bitcast<vec4<f32>>(_e227), vec4<f32>(0f, 1f, 0.5f, 10f), (_e222 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r8_ = select(_e159, (_e159.xxxx + vec4<f32>(0f, 1f, 0.5f, 10f).yyyy), vec4<bool>(true, false, false, false));
        r9_ = _e184;
        r10_ = select(_e190, (_e190 * _e202.yyyy), vec4<bool>(true, true, true, false));
        r11_ = _e210;
        r12_ = _e218;
        r13_ = select(_e237, vec4((1f / _e237.x)), vec4<bool>(true, false, false, false));
        if (_e184.wwww.x == vec4<f32>(0f, 1f, 0.5f, 10f).yyyy.x) {
            let _e248 = r19_;
            let _e252 = (i32(_e248.x) + 50i);
            let _e257 = consts[(_e4 + min(u32(_e252), 265u))];
            let _e260 = select(bitcast<vec4<f32>>(_e257), vec4<f32>(0f, 1f, 0.5f, 10f), (_e252 == 4i));
            let _e261 = r10_;
            let _e268 = r15_;
            let _e269 = select(_e268, vec4(dot(-(_e261).xyz, _e260.xyz)), vec4<bool>(true, false, false, false));
            let _e274 = select(_e269, (_e269.xxxx + -(_e260.wwww)), vec4<bool>(true, false, false, false));
            let _e279 = select(_e274, saturate((_e274.xxxx * vec4<f32>(0f, 1f, 0.5f, 10f).wwww)), vec4<bool>(true, false, false, false));
            let _e280 = r13_;
            r14_ = _e260;
            r15_ = _e279;
            r13_ = select(_e280, (_e280.xxxx * _e279.xxxx), vec4<bool>(true, false, false, false));
        }
        let _e286 = r2_;
        let _e287 = r10_;
        let _e294 = r16_;
        let _e295 = select(_e294, saturate(vec4(dot(_e286.xyz, _e287.xyz))), vec4<bool>(true, false, false, false));
        let _e297 = r13_;
        let _e300 = select(_e295, (_e295.xxxx * _e297.xxxx), vec4<bool>(true, false, false, false));
        let _e302 = r19_;
        let _e306 = (i32(_e302.x) + 30i);
        let _e311 = consts[(_e4 + min(u32(_e306), 265u))];
        let _e315 = r5_;
        let _e318 = r4_;
        let _e321 = r17_;
        let _e322 = select(_e321, (_e287 + _e318), vec4<bool>(true, true, true, false));
        let _e325 = dot(_e322.xyz, _e322.xyz);
        let _e332 = r18_;
        let _e333 = select(_e332, select((_e322 * vec4(inverseSqrt(_e325))), vec4<f32>(0f, 0f, 0f, 0f), (_e325 == 0f)), vec4<bool>(true, true, true, false));
        let _e339 = select(_e300, saturate(vec4(dot(_e286.xyz, _e333.xyz))), vec4<bool>(false, true, false, false));
        let _e341 = r7_;
        let _e343 = abs(_e339.y);
        let _e354 = select(_e339, vec4(min(select(select(pow(_e343, _e341.y), 340282350000000000000000000000000000000f, ((_e343 == 0f) && (_e341.y < 0f))), 1f, (_e341.y == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
        let _e358 = select(_e354, (_e354.zzzz * _e297.xxxx), vec4<bool>(false, false, true, false));
        let _e362 = (i32(_e302.x) + 30i);
        let _e367 = consts[(_e4 + min(u32(_e362), 265u))];
        let _e371 = r6_;
        let _e374 = loop_step;
        r16_ = _e358;
        r5_ = ((_e300.xxxx * select(bitcast<vec4<f32>>(_e311), vec4<f32>(0f, 1f, 0.5f, 10f), (_e306 == 4i))) + _e315);
        r17_ = _e322;
        r18_ = _e333;
        r6_ = ((_e358.zzzz * select(bitcast<vec4<f32>>(_e367), vec4<f32>(0f, 1f, 0.5f, 10f), (_e362 == 4i))) + _e371);
        r19_ = select(_e302, vec4((_e302.x + f32(_e374))), vec4<bool>(true, false, false, false));
    }
    let _e380 = r5_;
    let _e382 = r6_;
    let _e384 = v2_;
    let _e386 = o3_;
    let _e389 = o0_;
    let _e393 = consts[(_e4 + 256u)];
    let _e398 = consts[(_e4 + 257u)];
    return Output(select(_e389, ((_e389 * bitcast<vec4<f32>>(_e398)) + (bitcast<vec4<f32>>(_e393) * _e389.wwww)), vec4<bool>(true, true, true, false)), saturate(_e380), saturate(_e382), select(_e386, _e384, vec4<bool>(true, true, false, false)));
}
