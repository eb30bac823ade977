struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e37 = v0_;
    let _e40 = consts.c[0];
    let _e43 = o0_;
    o0_ = select(_e43, vec4(dot(_e37, _e40)), vec4<bool>(true, false, false, false));
    let _e46 = v0_;
    let _e49 = consts.c[1];
    let _e52 = o0_;
    o0_ = select(_e52, vec4(dot(_e46, _e49)), vec4<bool>(false, true, false, false));
    let _e55 = v0_;
    let _e58 = consts.c[2];
    let _e61 = o0_;
    o0_ = select(_e61, vec4(dot(_e55, _e58)), vec4<bool>(false, false, true, false));
    let _e64 = v0_;
    let _e67 = consts.c[3];
    let _e70 = o0_;
    o0_ = select(_e70, vec4(dot(_e64, _e67)), vec4<bool>(false, false, false, true));
    let _e75 = consts.c[4];
    let _e76 = v0_;
    r0_ = (_e75 + -(_e76));
    let _e79 = r0_;
    let _e80 = r0_;
    let _e85 = r1_;
    r1_ = select(_e85, vec4(dot(_e79.xyz, _e80.xyz)), vec4<bool>(true, false, false, false));
    let _e87 = r1_;
    let _e93 = r1_;
    r1_ = select(_e93, vec4(inverseSqrt(abs(_e87.xxxx.x))), vec4<bool>(false, true, false, false));
    let _e95 = r0_;
    let _e96 = r1_;
    let _e99 = r2_;
    r2_ = select(_e99, (_e95 * _e96.yyyy), vec4<bool>(true, true, true, false));
    let _e102 = r1_;
    let _e104 = r1_;
    let _e107 = r1_;
    r1_ = select(_e107, (_e102.xxxx * _e104.yyyy), vec4<bool>(false, false, false, true));
    let _e109 = r1_;
    r3_ = _e109.xxxx;
    let _e111 = r1_;
    r4_ = _e111.yyyy;
    let _e113 = r3_;
    let _e114 = r4_;
    r5_ = vec4<f32>(1f, (_e113.y * _e114.y), _e113.z, _e114.w);
    let _e122 = r5_;
    let _e125 = consts.c[5];
    let _e130 = r6_;
    r6_ = select(_e130, vec4(dot(_e122.xyz, _e125.xyz)), vec4<bool>(true, false, false, false));
    let _e132 = r6_;
    let _e138 = r6_;
    r6_ = select(_e138, vec4((1f / _e132.xxxx.x)), vec4<bool>(true, false, false, false));
    let _e140 = v1_;
    let _e141 = r2_;
    let _e146 = r7_;
    r7_ = select(_e146, vec4(dot(_e140.xyz, _e141.xyz)), vec4<bool>(true, false, false, false));
    let _e150 = consts.c[6];
    let _e151 = v0_;
    r8_ = (_e150 + -(_e151));
    let _e154 = r8_;
    let _e161 = r9_;
    r9_ = select(_e161, (_e154 * vec4(inverseSqrt(dot(_e154.xyz, _e154.xyz)))), vec4<bool>(true, true, true, false));
    let _e163 = r9_;
    let _e164 = r2_;
    let _e166 = r9_;
    r9_ = select(_e166, (_e163 + _e164), vec4<bool>(true, true, true, false));
    let _e168 = r9_;
    let _e175 = r10_;
    r10_ = select(_e175, (_e168 * vec4(inverseSqrt(dot(_e168.xyz, _e168.xyz)))), vec4<bool>(true, true, true, false));
    let _e177 = v1_;
    let _e178 = r10_;
    let _e183 = r7_;
    r7_ = select(_e183, vec4(dot(_e177.xyz, _e178.xyz)), vec4<bool>(false, true, false, false));
    let _e187 = consts.c[7];
    let _e189 = r7_;
    r7_ = select(_e189, _e187.xxxx, vec4<bool>(false, false, false, true));
    let _e191 = r7_;
    r11_ = vec4<f32>(1f, max(_e191.x, 0f), select(0f, pow(_e191.y, clamp(_e191.w, -128f, 128f)), ((_e191.x > 0f) && (_e191.y > 0f))), 1f);
    let _e207 = r11_;
    let _e208 = r6_;
    r11_ = (_e207 * _e208.xxxx);
    let _e211 = r11_;
    let _e215 = consts.c[8];
    o1_ = (_e211.yyyy * _e215);
    let _e217 = r11_;
    let _e221 = consts.c[9];
    o2_ = (_e217.zzzz * _e221);
    let _e223 = o1_;
    o1_ = saturate(_e223);
    let _e225 = o2_;
    o2_ = saturate(_e225);
    let _e227 = o0_;
    let _e230 = consts.c[256];
    let _e234 = o0_;
    o0_ = select(_e234, (_e227 + (_e230 * _e227.wwww)), vec4<bool>(true, true, true, false));
    let _e236 = o0_;
    let _e237 = o1_;
    let _e238 = o2_;
    return Output(_e236, _e237, _e238);
}
