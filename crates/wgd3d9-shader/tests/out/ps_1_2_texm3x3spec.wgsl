struct Constants {
    c: array<vec4<f32>, 26>,
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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    let _e38 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0f, 0f, 1f, 0f), (vec4<f32>(0f, 0f, 1f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r3_ = _e38;
    let _e40 = select(vec4<f32>(1f, 1f, 1f, 1f), _e38, (_e38 < vec4<f32>(1f, 1f, 1f, 1f)));
    r3_ = _e40;
    let _e42 = textureSample(t0_, s0_, in0_.xy);
    r1_ = _e42;
    let _e47 = in1_.xyz;
    let _e48 = ((_e42 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e50 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e54 = select((_e47 * _e48), _e50, ((_e47 == _e50) | (_e48 == _e50)));
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e54.x + _e54.y) + _e54.z)), vec4<bool>(true, false, false, false));
    r5_ = _e62;
    let _e65 = in2_.xyz;
    let _e66 = ((_e42 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e68 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e72 = select((_e65 * _e66), _e68, ((_e65 == _e68) | (_e66 == _e68)));
    let _e80 = select(_e62, vec4(((_e72.x + _e72.y) + _e72.z)), vec4<bool>(false, true, false, false));
    r5_ = _e80;
    let _e83 = in3_.xyz;
    let _e84 = ((_e42 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e86 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e90 = select((_e83 * _e84), _e86, ((_e83 == _e86) | (_e84 == _e86)));
    let _e98 = select(_e80, vec4(((_e90.x + _e90.y) + _e90.z)), vec4<bool>(false, false, true, false));
    r5_ = _e98;
    let _e99 = _e98.xyz;
    let _e100 = _e40.xyz;
    let _e102 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e106 = select((_e99 * _e100), _e102, ((_e99 == _e102) | (_e100 == _e102)));
    let _e113 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e106.x + _e106.y) + _e106.z)), vec4<bool>(true, false, false, false));
    r6_ = _e113;
    let _e114 = _e98.xyz;
    let _e115 = _e98.xyz;
    let _e117 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e121 = select((_e114 * _e115), _e117, ((_e114 == _e117) | (_e115 == _e117)));
    let _e128 = select(_e113, vec4(((_e121.x + _e121.y) + _e121.z)), vec4<bool>(false, true, false, false));
    r6_ = _e128;
    let _e134 = select(_e128, vec4((1f / _e128.yyyy.x)), vec4<bool>(false, false, true, false));
    r6_ = _e134;
    let _e135 = _e134.xxxx;
    let _e136 = _e134.zzzz;
    let _e143 = select(_e134, select((_e135 * _e136), vec4<f32>(0f, 0f, 0f, 0f), ((_e135 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e136 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    r6_ = _e143;
    let _e145 = (_e143.wwww * vec4<f32>(2f, 2f, 2f, 2f));
    let _e152 = (select((_e98 * _e145), vec4<f32>(0f, 0f, 0f, 0f), ((_e98 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e145 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e40));
    r4_ = _e152;
    let _e154 = textureSample(t3_, s3_, _e152.xy);
    r2_ = _e154;
    r0_ = _e154;
    o0_ = _e154;
    return Output(_e154);
}
