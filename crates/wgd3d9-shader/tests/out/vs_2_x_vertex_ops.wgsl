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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e39 = v0_;
    let _e42 = consts.c[0];
    let _e45 = o0_;
    o0_ = select(_e45, vec4(dot(_e39, _e42)), vec4<bool>(true, false, false, false));
    let _e48 = v0_;
    let _e51 = consts.c[1];
    let _e54 = o0_;
    o0_ = select(_e54, vec4(dot(_e48, _e51)), vec4<bool>(false, true, false, false));
    let _e57 = v0_;
    let _e60 = consts.c[2];
    let _e63 = o0_;
    o0_ = select(_e63, vec4(dot(_e57, _e60)), vec4<bool>(false, false, true, false));
    let _e66 = v0_;
    let _e69 = consts.c[3];
    let _e72 = o0_;
    o0_ = select(_e72, vec4(dot(_e66, _e69)), vec4<bool>(false, false, false, true));
    let _e75 = v1_;
    let _e78 = consts.c[5];
    let _e83 = r0_;
    r0_ = select(_e83, vec4(dot(_e75.xyz, _e78.xyz)), vec4<bool>(true, false, false, false));
    let _e85 = v1_;
    let _e88 = consts.c[6];
    let _e93 = r0_;
    r0_ = select(_e93, vec4(dot(_e85.xyz, _e88.xyz)), vec4<bool>(false, true, false, false));
    let _e96 = r0_;
    r0_ = select(_e96, vec4<f32>(0f, 1f, 0.5f, 20f).wwww, vec4<bool>(false, false, true, true));
    let _e99 = r0_;
    r1_ = vec4<f32>(1f, max(_e99.x, 0f), select(0f, pow(_e99.y, clamp(_e99.w, -128f, 128f)), ((_e99.x > 0f) && (_e99.y > 0f))), 1f);
    let _e115 = v2_;
    r2_ = _e115;
    let _e116 = r2_;
    r2_ = abs(_e116);
    let _e118 = r2_;
    let _e119 = _e118.xxxx;
    let _e120 = r2_;
    let _e121 = _e120.yyyy;
    r3_ = vec4<f32>(1f, (_e119.y * _e121.y), _e119.z, _e121.w);
    let _e129 = r2_;
    r4_ = vec4(exp2(_e129.zzzz.x));
    let _e134 = r2_;
    r5_ = vec4(log2(abs(_e134.wwww.x)));
    let _e140 = r2_;
    let _e146 = r6_;
    r6_ = select(_e146, vec4(log2(abs(_e140.xxxx.x))), vec4<bool>(true, false, false, false));
    let _e148 = r2_;
    let _e154 = r6_;
    r6_ = select(_e154, vec4((1f / _e148.yyyy.x)), vec4<bool>(false, true, false, false));
    let _e156 = r2_;
    let _e162 = r6_;
    r6_ = select(_e162, vec4(inverseSqrt(abs(_e156.zzzz.x))), vec4<bool>(false, false, true, false));
    let _e164 = r2_;
    let _e167 = r6_;
    r6_ = select(_e167, fract(_e164.wwww), vec4<bool>(false, false, false, true));
    let _e169 = r2_;
    r7_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e169 >= vec4<f32>(0f, 1f, 0.5f, 20f).zzzz));
    let _e175 = r2_;
    r8_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e175 < vec4<f32>(0f, 1f, 0.5f, 20f).zzzz));
    let _e179 = r7_;
    let _e180 = r8_;
    r7_ = (_e179 + -(_e180));
    let _e183 = r1_;
    let _e187 = consts.c[7];
    o1_ = (_e183.yyyy * _e187);
    let _e189 = r1_;
    let _e193 = consts.c[8];
    o2_ = (_e189.zzzz * _e193);
    let _e195 = r3_;
    let _e196 = r7_;
    let _e197 = r6_;
    r9_ = ((_e195 * _e196) + _e197);
    let _e200 = r9_;
    let _e201 = r4_;
    r9_ = (_e200 + _e201.zzzz);
    let _e204 = r9_;
    let _e205 = r5_;
    o3_ = (_e204 + _e205.zzzz);
    let _e208 = o1_;
    o1_ = saturate(_e208);
    let _e210 = o2_;
    o2_ = saturate(_e210);
    let _e212 = o0_;
    let _e215 = consts.c[256];
    let _e219 = o0_;
    o0_ = select(_e219, (_e212 + (_e215 * _e212.wwww)), vec4<bool>(true, true, true, false));
    let _e222 = o0_;
    let _e223 = o1_;
    let _e224 = o2_;
    let _e225 = o3_;
    return Output(_e222, _e223, _e224, _e225);
}
