struct Constants {
    c: array<vec4<f32>, 25>,
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
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
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
    v2_ = in2_;
    v3_ = in3_;
    v8_ = in8_;
    r3_ = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0f, 0f, 1f, 0f), (vec4<f32>(0f, 0f, 1f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e51 = r3_;
    r3_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e51, (_e51 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e56 = consts.c[1];
    r4_ = select(vec4<f32>(-1f, -1f, -1f, -1f), _e56, (_e56 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e59 = r4_;
    r4_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e59, (_e59 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e62 = v0_;
    let _e64 = textureSample(t0_, s0_, _e62.xy);
    r1_ = _e64;
    let _e65 = v1_;
    let _e66 = r1_;
    let _e71 = _e65.xyz;
    let _e72 = ((_e66 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e75 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e79 = select((_e71 * _e72), _e75, ((_e71 == _e75) | (_e72 == _e75)));
    let _e86 = r6_;
    r6_ = select(_e86, vec4(((_e79.x + _e79.y) + _e79.z)), vec4<bool>(true, false, false, false));
    let _e89 = v2_;
    let _e90 = r1_;
    let _e93 = _e89.xyz;
    let _e94 = ((_e90 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e96 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e100 = select((_e93 * _e94), _e96, ((_e93 == _e96) | (_e94 == _e96)));
    let _e107 = r6_;
    r6_ = select(_e107, vec4(((_e100.x + _e100.y) + _e100.z)), vec4<bool>(false, true, false, false));
    let _e110 = v3_;
    let _e111 = r1_;
    let _e114 = _e110.xyz;
    let _e115 = ((_e111 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e117 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e121 = select((_e114 * _e115), _e117, ((_e114 == _e117) | (_e115 == _e117)));
    let _e128 = r6_;
    r6_ = select(_e128, vec4(((_e121.x + _e121.y) + _e121.z)), vec4<bool>(false, false, true, false));
    let _e131 = r6_;
    let _e132 = r3_;
    let _e133 = _e131.xyz;
    let _e134 = _e132.xyz;
    let _e136 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e140 = select((_e133 * _e134), _e136, ((_e133 == _e136) | (_e134 == _e136)));
    let _e147 = r7_;
    r7_ = select(_e147, vec4(((_e140.x + _e140.y) + _e140.z)), vec4<bool>(true, false, false, false));
    let _e149 = r6_;
    let _e150 = r6_;
    let _e151 = _e149.xyz;
    let _e152 = _e150.xyz;
    let _e154 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e158 = select((_e151 * _e152), _e154, ((_e151 == _e154) | (_e152 == _e154)));
    let _e165 = r7_;
    r7_ = select(_e165, vec4(((_e158.x + _e158.y) + _e158.z)), vec4<bool>(false, true, false, false));
    let _e167 = r7_;
    let _e173 = r7_;
    r7_ = select(_e173, vec4((1f / _e167.yyyy.x)), vec4<bool>(false, false, true, false));
    let _e175 = r7_;
    let _e176 = _e175.xxxx;
    let _e177 = r7_;
    let _e178 = _e177.zzzz;
    let _e184 = r7_;
    r7_ = select(_e184, select((_e176 * _e178), vec4<f32>(0f, 0f, 0f, 0f), ((_e176 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e178 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    let _e187 = r6_;
    let _e188 = r7_;
    let _e190 = (_e188.wwww * vec4<f32>(2f, 2f, 2f, 2f));
    let _e191 = r3_;
    r5_ = (select((_e187 * _e190), vec4<f32>(0f, 0f, 0f, 0f), ((_e187 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e190 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e191));
    let _e199 = r5_;
    let _e201 = textureSample(t3_, s3_, _e199.xy);
    r2_ = _e201;
    let _e202 = r2_;
    let _e203 = r4_;
    let _e204 = v8_;
    r0_ = (select((_e202 * _e203), vec4<f32>(0f, 0f, 0f, 0f), ((_e202 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e203 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e204);
    let _e211 = r0_;
    o0_ = _e211;
    let _e212 = o0_;
    return Output(_e212);
}
