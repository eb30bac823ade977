struct Constants {
    c: array<vec4<f32>, 266>,
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

    let _e10 = consts.c[0];
    let _e16 = consts.c[1];
    let _e22 = consts.c[2];
    let _e28 = consts.c[3];
    let _e34 = consts.c[5];
    let _e39 = consts.c[6];
    let _e44 = consts.c[7];
    let _e47 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e34)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e39)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e44)), vec4<bool>(false, false, true, false));
    let _e62 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e34.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e39.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e44.xyz)), vec4<bool>(false, false, true, false));
    let _e65 = dot(_e62.xyz, _e62.xyz);
    let _e75 = consts.c[8];
    let _e78 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e75 + -(_e47)), vec4<bool>(true, true, true, false));
    let _e81 = dot(_e78.xyz, _e78.xyz);
    let _e89 = consts.c[10];
    let _e92 = consts.c[9];
    let _e98 = vec4<i32>(8i, 0i, 1i, 0i);
    loop_count = clamp(_e98.x, 0i, 255i);
    loop_step = _e98.z;
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e10)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e28)), vec4<bool>(false, false, false, true));
    r0_ = _e47;
    r1_ = _e62;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e62 * vec4(inverseSqrt(_e65))), vec4<f32>(0f, 0f, 0f, 0f), (_e65 == 0f)), vec4<bool>(true, true, true, false));
    r3_ = _e78;
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e78 * vec4(inverseSqrt(_e81))), vec4<f32>(0f, 0f, 0f, 0f), (_e81 == 0f)), vec4<bool>(true, true, true, false));
    r5_ = _e89;
    r6_ = vec4<f32>(0f, 1f, 0.5f, 10f).xxxx;
    r7_ = _e92;
    r8_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 1f, 0.5f, 10f).xxxx, vec4<bool>(true, false, false, false));
    r19_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e98.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e124 = loop_count;
        if (_e124 <= 0i) {
            break;
        }
        loop_count = (_e124 - 1i);
        let _e127 = r8_;
        let _e129 = r7_;
        if (_e127.xxxx.x >= _e129.xxxx.x) {
            break;
        }
        let _e138 = r19_;
        let _e142 = (i32(_e138.x) + 20i);
        let _e144 = consts.c[_e142];
        let _e147 = select(_e144, vec4<f32>(0f, 1f, 0.5f, 10f), (_e142 == 4i));
        let _e148 = r0_;
        let _e152 = r10_;
        let _e153 = select(_e152, (_e147 + -(_e148)), vec4<bool>(true, true, true, false));
        let _e159 = r11_;
        let _e160 = select(_e159, vec4(dot(_e153.xyz, _e153.xyz)), vec4<bool>(true, false, false, false));
        let _e165 = select(_e160, vec4(inverseSqrt(abs(_e160.x))), vec4<bool>(false, true, false, false));
        let _e173 = select(_e165, vec4((1f / _e165.y)), vec4<bool>(false, false, true, false));
        let _e176 = r12_;
        let _e181 = select(select(select(_e176, vec4<f32>(0f, 1f, 0.5f, 10f).yyyy, vec4<bool>(true, false, false, false)), _e173.zzzz, vec4<bool>(false, true, false, false)), _e173.xxxx, vec4<bool>(false, false, true, false));
        let _e185 = (i32(_e138.x) + 40i);
        let _e187 = consts.c[_e185];
        let _e195 = r13_;
        let _e196 = select(_e195, vec4(dot(_e181.xyz, select(_e187, vec4<f32>(0f, 1f, 0.5f, 10f), (_e185 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r8_ = select(_e127, (_e127.xxxx + vec4<f32>(0f, 1f, 0.5f, 10f).yyyy), vec4<bool>(true, false, false, false));
        r9_ = _e147;
        r10_ = select(_e153, (_e153 * _e165.yyyy), vec4<bool>(true, true, true, false));
        r11_ = _e173;
        r12_ = _e181;
        r13_ = select(_e196, vec4((1f / _e196.x)), vec4<bool>(true, false, false, false));
        if (_e147.wwww.x == vec4<f32>(0f, 1f, 0.5f, 10f).yyyy.x) {
            let _e207 = r19_;
            let _e211 = (i32(_e207.x) + 50i);
            let _e213 = consts.c[_e211];
            let _e215 = select(_e213, vec4<f32>(0f, 1f, 0.5f, 10f), (_e211 == 4i));
            let _e216 = r10_;
            let _e223 = r15_;
            let _e224 = select(_e223, vec4(dot(-(_e216).xyz, _e215.xyz)), vec4<bool>(true, false, false, false));
            let _e229 = select(_e224, (_e224.xxxx + -(_e215.wwww)), vec4<bool>(true, false, false, false));
            let _e234 = select(_e229, saturate((_e229.xxxx * vec4<f32>(0f, 1f, 0.5f, 10f).wwww)), vec4<bool>(true, false, false, false));
            let _e235 = r13_;
            r14_ = _e215;
            r15_ = _e234;
            r13_ = select(_e235, (_e235.xxxx * _e234.xxxx), vec4<bool>(true, false, false, false));
        }
        let _e241 = r2_;
        let _e242 = r10_;
        let _e249 = r16_;
        let _e250 = select(_e249, saturate(vec4(dot(_e241.xyz, _e242.xyz))), vec4<bool>(true, false, false, false));
        let _e252 = r13_;
        let _e255 = select(_e250, (_e250.xxxx * _e252.xxxx), vec4<bool>(true, false, false, false));
        let _e257 = r19_;
        let _e261 = (i32(_e257.x) + 30i);
        let _e263 = consts.c[_e261];
        let _e266 = r5_;
        let _e269 = r4_;
        let _e272 = r17_;
        let _e273 = select(_e272, (_e242 + _e269), vec4<bool>(true, true, true, false));
        let _e276 = dot(_e273.xyz, _e273.xyz);
        let _e283 = r18_;
        let _e284 = select(_e283, select((_e273 * vec4(inverseSqrt(_e276))), vec4<f32>(0f, 0f, 0f, 0f), (_e276 == 0f)), vec4<bool>(true, true, true, false));
        let _e290 = select(_e255, saturate(vec4(dot(_e241.xyz, _e284.xyz))), vec4<bool>(false, true, false, false));
        let _e292 = r7_;
        let _e294 = abs(_e290.y);
        let _e305 = select(_e290, vec4(min(select(select(pow(_e294, _e292.y), 340282350000000000000000000000000000000f, ((_e294 == 0f) && (_e292.y < 0f))), 1f, (_e292.y == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
        let _e309 = select(_e305, (_e305.zzzz * _e252.xxxx), vec4<bool>(false, false, true, false));
        let _e313 = (i32(_e257.x) + 30i);
        let _e315 = consts.c[_e313];
        let _e318 = r6_;
        let _e321 = loop_step;
        r16_ = _e309;
        r5_ = ((_e255.xxxx * select(_e263, vec4<f32>(0f, 1f, 0.5f, 10f), (_e261 == 4i))) + _e266);
        r17_ = _e273;
        r18_ = _e284;
        r6_ = ((_e309.zzzz * select(_e315, vec4<f32>(0f, 1f, 0.5f, 10f), (_e313 == 4i))) + _e318);
        r19_ = select(_e257, vec4((_e257.x + f32(_e321))), vec4<bool>(true, false, false, false));
    }
    let _e327 = r5_;
    let _e329 = r6_;
    let _e331 = v2_;
    let _e333 = o3_;
    let _e336 = o0_;
    let _e338 = consts.c[256];
    let _e340 = consts.c[257];
    return Output(select(_e336, ((_e336 * _e340) + (_e338 * _e336.wwww)), vec4<bool>(true, true, true, false)), saturate(_e327), saturate(_e329), select(_e333, _e331, vec4<bool>(true, true, false, false)));
}
