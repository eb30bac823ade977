struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
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

    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e23 = consts[(_e13 + 0u)];
    let _e31 = consts[(_e13 + 1u)];
    let _e40 = consts[(_e13 + 2u)];
    let _e49 = consts[(_e13 + 3u)];
    let _e58 = consts[(_e13 + 5u)];
    let _e59 = bitcast<vec4<f32>>(_e58);
    let _e66 = consts[(_e13 + 6u)];
    let _e67 = bitcast<vec4<f32>>(_e66);
    let _e74 = consts[(_e13 + 7u)];
    let _e75 = bitcast<vec4<f32>>(_e74);
    let _e78 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e59)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e67)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e75)), vec4<bool>(false, false, true, false));
    let _e93 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e59.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e67.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e75.xyz)), vec4<bool>(false, false, true, false));
    let _e96 = dot(_e93.xyz, _e93.xyz);
    let _e108 = consts[(_e13 + 8u)];
    let _e112 = select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e108) + -(_e78)), vec4<bool>(true, true, true, false));
    let _e115 = dot(_e112.xyz, _e112.xyz);
    let _e125 = consts[(_e13 + 10u)];
    let _e131 = consts[(_e13 + 9u)];
    let _e138 = vec4<i32>(8i, 0i, 1i, 0i);
    loop_count = clamp(_e138.x, 0i, 255i);
    loop_step = _e138.z;
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e23))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e49))), vec4<bool>(false, false, false, true));
    r0_ = _e78;
    r1_ = _e93;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e93 * vec4(inverseSqrt(_e96))), vec4<f32>(0f, 0f, 0f, 0f), (_e96 == 0f)), vec4<bool>(true, true, true, false));
    r3_ = _e112;
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e112 * vec4(inverseSqrt(_e115))), vec4<f32>(0f, 0f, 0f, 0f), (_e115 == 0f)), vec4<bool>(true, true, true, false));
    r5_ = bitcast<vec4<f32>>(_e125);
    r6_ = vec4<f32>(0f, 1f, 0.5f, 10f).xxxx;
    r7_ = bitcast<vec4<f32>>(_e131);
    r8_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 1f, 0.5f, 10f).xxxx, vec4<bool>(true, false, false, false));
    r19_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e138.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e164 = loop_count;
        if (_e164 <= 0i) {
            break;
        }
        loop_count = (_e164 - 1i);
        let _e167 = r8_;
        let _e169 = r7_;
        if (_e167.xxxx.x >= _e169.xxxx.x) {
            break;
        }
        let _e178 = r19_;
        let _e182 = (i32(_e178.x) + 20i);
        let _e183 = u32(_e182);
        let _e188 = consts[(_e13 + min(_e183, 265u))];
        let _e195 = select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e188), (_e183 < 256u)), vec4<f32>(0f, 1f, 0.5f, 10f), (_e182 == 4i));
        let _e196 = r0_;
        let _e200 = r10_;
        let _e201 = select(_e200, (_e195 + -(_e196)), vec4<bool>(true, true, true, false));
        let _e207 = r11_;
        let _e208 = select(_e207, vec4(dot(_e201.xyz, _e201.xyz)), vec4<bool>(true, false, false, false));
        let _e213 = select(_e208, vec4(inverseSqrt(abs(_e208.x))), vec4<bool>(false, true, false, false));
        let _e221 = select(_e213, vec4((1f / _e213.y)), vec4<bool>(false, false, true, false));
        let _e224 = r12_;
        let _e229 = select(select(select(_e224, vec4<f32>(0f, 1f, 0.5f, 10f).yyyy, vec4<bool>(true, false, false, false)), _e221.zzzz, vec4<bool>(false, true, false, false)), _e221.xxxx, vec4<bool>(false, false, true, false));
        let _e233 = (i32(_e178.x) + 40i);
        let _e234 = u32(_e233);
        let _e238 = consts[(_e13 + min(_e234, 265u))];
        let _e249 = r13_;
        let _e250 = select(_e249, vec4(dot(_e229.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e238), (_e234 < 256u)), vec4<f32>(0f, 1f, 0.5f, 10f), (_e233 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r8_ = select(_e167, (_e167.xxxx + vec4<f32>(0f, 1f, 0.5f, 10f).yyyy), vec4<bool>(true, false, false, false));
        r9_ = _e195;
        r10_ = select(_e201, (_e201 * _e213.yyyy), vec4<bool>(true, true, true, false));
        r11_ = _e221;
        r12_ = _e229;
        r13_ = select(_e250, vec4((1f / _e250.x)), vec4<bool>(true, false, false, false));
        if (_e195.wwww.x == vec4<f32>(0f, 1f, 0.5f, 10f).yyyy.x) {
            let _e261 = r19_;
            let _e265 = (i32(_e261.x) + 50i);
            let _e266 = u32(_e265);
            let _e270 = consts[(_e13 + min(_e266, 265u))];
            let _e275 = select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e270), (_e266 < 256u)), vec4<f32>(0f, 1f, 0.5f, 10f), (_e265 == 4i));
            let _e276 = r10_;
            let _e283 = r15_;
            let _e284 = select(_e283, vec4(dot(-(_e276).xyz, _e275.xyz)), vec4<bool>(true, false, false, false));
            let _e289 = select(_e284, (_e284.xxxx + -(_e275.wwww)), vec4<bool>(true, false, false, false));
            let _e294 = select(_e289, saturate((_e289.xxxx * vec4<f32>(0f, 1f, 0.5f, 10f).wwww)), vec4<bool>(true, false, false, false));
            let _e295 = r13_;
            r14_ = _e275;
            r15_ = _e294;
            r13_ = select(_e295, (_e295.xxxx * _e294.xxxx), vec4<bool>(true, false, false, false));
        }
        let _e301 = r2_;
        let _e302 = r10_;
        let _e309 = r16_;
        let _e310 = select(_e309, saturate(vec4(dot(_e301.xyz, _e302.xyz))), vec4<bool>(true, false, false, false));
        let _e312 = r13_;
        let _e315 = select(_e310, (_e310.xxxx * _e312.xxxx), vec4<bool>(true, false, false, false));
        let _e317 = r19_;
        let _e321 = (i32(_e317.x) + 30i);
        let _e322 = u32(_e321);
        let _e326 = consts[(_e13 + min(_e322, 265u))];
        let _e332 = r5_;
        let _e335 = r4_;
        let _e338 = r17_;
        let _e339 = select(_e338, (_e302 + _e335), vec4<bool>(true, true, true, false));
        let _e342 = dot(_e339.xyz, _e339.xyz);
        let _e349 = r18_;
        let _e350 = select(_e349, select((_e339 * vec4(inverseSqrt(_e342))), vec4<f32>(0f, 0f, 0f, 0f), (_e342 == 0f)), vec4<bool>(true, true, true, false));
        let _e356 = select(_e315, saturate(vec4(dot(_e301.xyz, _e350.xyz))), vec4<bool>(false, true, false, false));
        let _e358 = r7_;
        let _e360 = abs(_e356.y);
        let _e371 = select(_e356, vec4(min(select(select(pow(_e360, _e358.y), 340282350000000000000000000000000000000f, ((_e360 == 0f) && (_e358.y < 0f))), 1f, (_e358.y == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
        let _e375 = select(_e371, (_e371.zzzz * _e312.xxxx), vec4<bool>(false, false, true, false));
        let _e379 = (i32(_e317.x) + 30i);
        let _e380 = u32(_e379);
        let _e384 = consts[(_e13 + min(_e380, 265u))];
        let _e390 = r6_;
        let _e393 = loop_step;
        r16_ = _e375;
        r5_ = ((_e315.xxxx * select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e326), (_e322 < 256u)), vec4<f32>(0f, 1f, 0.5f, 10f), (_e321 == 4i))) + _e332);
        r17_ = _e339;
        r18_ = _e350;
        r6_ = ((_e375.zzzz * select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e384), (_e380 < 256u)), vec4<f32>(0f, 1f, 0.5f, 10f), (_e379 == 4i))) + _e390);
        r19_ = select(_e317, vec4((_e317.x + f32(_e393))), vec4<bool>(true, false, false, false));
    }
    let _e399 = r5_;
    let _e401 = r6_;
    let _e403 = v2_;
    let _e405 = o3_;
    let _e408 = o0_;
    let _e411 = consts[(_e13 + 256u)];
    let _e416 = consts[(_e13 + 257u)];
    return Output(select(_e408, ((_e408 * bitcast<vec4<f32>>(_e416)) + (bitcast<vec4<f32>>(_e411) * _e408.wwww)), vec4<bool>(true, true, true, false)), saturate(_e399), saturate(_e401), select(_e405, _e403, vec4<bool>(true, true, false, false)), (_e9 >> 12u));
}
