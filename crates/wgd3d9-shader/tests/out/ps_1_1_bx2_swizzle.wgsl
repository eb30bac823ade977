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
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
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
    var v9_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v8_ = in8_;
    v9_ = in9_;
    r4_ = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.5f, 0.5f, 0.5f, 0.25f), (vec4<f32>(0.5f, 0.5f, 0.5f, 0.25f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e46 = r4_;
    r4_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e46, (_e46 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e49 = v0_;
    let _e51 = textureSample(t0_, s0_, _e49.xy);
    r2_ = _e51;
    let _e52 = v1_;
    let _e54 = textureSample(t1_, s1_, _e52.xy);
    r3_ = _e54;
    let _e55 = r2_;
    let _e60 = v8_;
    let _e63 = ((_e55 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e64 = ((_e60 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e67 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e71 = select((_e63 * _e64), _e67, ((_e63 == _e67) | (_e64 == _e67)));
    r1_ = saturate(vec4(((_e71.x + _e71.y) + _e71.z)));
    let _e79 = r3_;
    let _e80 = r1_;
    let _e86 = r0_;
    r0_ = select(_e86, select((_e79 * _e80), vec4<f32>(0f, 0f, 0f, 0f), ((_e79 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e80 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e89 = v9_;
    let _e90 = r2_;
    let _e93 = ((_e90.wwww * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e99 = r1_;
    r1_ = select(_e99, select((_e89 * _e93), vec4<f32>(0f, 0f, 0f, 0f), ((_e89 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e93 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e101 = r1_;
    let _e102 = v8_;
    let _e106 = -((_e102.wwww - vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)));
    let _e107 = r0_;
    let _e115 = r0_;
    r0_ = select(_e115, saturate((select((_e101 * _e106), vec4<f32>(0f, 0f, 0f, 0f), ((_e101 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e106 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e107)), vec4<bool>(true, true, true, false));
    let _e117 = r3_;
    let _e118 = _e117.wwww;
    let _e119 = r1_;
    let _e121 = (vec4<f32>(1f, 1f, 1f, 1f) - _e119.zzzz);
    let _e127 = r1_;
    r1_ = select(_e127, select((_e118 * _e121), vec4<f32>(0f, 0f, 0f, 0f), ((_e118 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e121 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    let _e130 = r2_;
    let _e133 = -((_e130.zzzz - vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)));
    let _e134 = r4_;
    let _e135 = r1_;
    let _e143 = r0_;
    r0_ = select(_e143, (select((_e133 * _e134), vec4<f32>(0f, 0f, 0f, 0f), ((_e133 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e134 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e135.wwww), vec4<bool>(false, false, false, true));
    let _e145 = r0_;
    o0_ = _e145;
    let _e146 = o0_;
    return Output(_e146);
}
