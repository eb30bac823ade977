struct Constants {
    c: array<vec4<f32>, 33>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
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
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();
    var v5_: vec4<f32> = vec4<f32>();
    var v6_: vec4<f32> = vec4<f32>();
    var v7_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v8_ = in8_;
    let _e52 = v0_;
    r0_ = _e52;
    let _e53 = r0_;
    let _e58 = textureSample(t0_, s0_, (_e53.xy / vec2(_e53.w)));
    r1_ = _e58;
    let _e59 = r0_;
    r2_ = (_e59 + vec4<f32>(0.0009765625f, 0f, 0f, 0f));
    let _e61 = r2_;
    let _e66 = textureSample(t0_, s0_, (_e61.xy / vec2(_e61.w)));
    r3_ = _e66;
    let _e67 = r0_;
    r2_ = (_e67 + vec4<f32>(0f, 0.0009765625f, 0f, 0f));
    let _e69 = r2_;
    let _e74 = textureSample(t0_, s0_, (_e69.xy / vec2(_e69.w)));
    r4_ = _e74;
    let _e75 = r0_;
    r2_ = (_e75 + vec4<f32>(0.0009765625f, 0.0009765625f, 0f, 0f));
    let _e77 = r2_;
    let _e82 = textureSample(t0_, s0_, (_e77.xy / vec2(_e77.w)));
    r5_ = _e82;
    let _e83 = r0_;
    let _e89 = r6_;
    r6_ = select(_e89, vec4((1f / _e83.wwww.x)), vec4<bool>(false, false, false, true));
    let _e92 = r0_;
    let _e93 = _e92.zzzz;
    let _e94 = r6_;
    let _e95 = _e94.wwww;
    let _e102 = r6_;
    r6_ = select(_e102, select((_e93 * _e95), vec4<f32>(0f, 0f, 0f, 0f), ((_e93 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e95 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, true, false));
    let _e105 = r3_;
    let _e107 = r1_;
    r1_ = select(_e107, _e105.xxxx, vec4<bool>(false, true, false, false));
    let _e110 = r4_;
    let _e112 = r1_;
    r1_ = select(_e112, _e110.xxxx, vec4<bool>(false, false, true, false));
    let _e114 = r5_;
    let _e116 = r1_;
    r1_ = select(_e116, _e114.xxxx, vec4<bool>(false, false, false, true));
    let _e118 = r1_;
    let _e119 = r6_;
    r7_ = (_e118 + -(_e119.zzzz));
    let _e123 = r7_;
    r7_ = select(vec4<f32>(0.0009765625f, 0f, 0.25f, 1f).yyyy, vec4<f32>(0.0009765625f, 0f, 0.25f, 1f).wwww, (_e123 >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e128 = r7_;
    let _e129 = vec4<f32>(0.0009765625f, 0f, 0.25f, 1f).zzzz;
    let _e134 = select((_e128 * _e129), vec4<f32>(0f, 0f, 0f, 0f), ((_e128 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e129 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e143 = r8_;
    r8_ = select(_e143, vec4((((_e134.x + _e134.y) + _e134.z) + _e134.w)), vec4<bool>(true, false, false, false));
    let _e146 = v1_;
    let _e148 = textureSample(t1_, s1_, _e146.xy);
    r9_ = _e148;
    let _e149 = r9_;
    let _e150 = v8_;
    r9_ = select((_e149 * _e150), vec4<f32>(0f, 0f, 0f, 0f), ((_e149 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e150 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e156 = r9_;
    let _e157 = r8_;
    let _e158 = _e157.xxxx;
    let _e164 = r9_;
    r9_ = select(_e164, select((_e156 * _e158), vec4<f32>(0f, 0f, 0f, 0f), ((_e156 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e158 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e167 = r9_;
    o0_ = _e167;
    let _e168 = o0_;
    return Output(_e168);
}
