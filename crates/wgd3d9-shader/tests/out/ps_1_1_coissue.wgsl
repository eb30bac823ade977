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
    let _e41 = v0_;
    let _e43 = textureSample(t0_, s0_, _e41.xy);
    r2_ = _e43;
    let _e44 = v1_;
    let _e46 = textureSample(t1_, s1_, _e44.xy);
    r3_ = _e46;
    let _e47 = r2_;
    let _e48 = v8_;
    let _e55 = r0_;
    r0_ = select(_e55, select((_e47 * _e48), vec4<f32>(0f, 0f, 0f, 0f), ((_e47 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e48 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e58 = r2_;
    let _e59 = r3_;
    let _e61 = r0_;
    r0_ = select(_e61, (_e58 + _e59), vec4<bool>(false, false, false, true));
    let _e64 = r3_;
    let _e69 = v9_;
    let _e72 = ((_e64 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e73 = ((_e69 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e75 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e79 = select((_e72 * _e73), _e75, ((_e72 == _e75) | (_e73 == _e75)));
    let _e86 = r1_;
    r1_ = select(_e86, vec4(((_e79.x + _e79.y) + _e79.z)), vec4<bool>(true, true, true, false));
    let _e88 = r3_;
    let _e89 = v8_;
    let _e95 = r1_;
    r1_ = select(_e95, select((_e88 * _e89), vec4<f32>(0f, 0f, 0f, 0f), ((_e88 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e89 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    let _e97 = r0_;
    let _e98 = r1_;
    let _e104 = r0_;
    r0_ = select(_e104, select((_e97 * _e98), vec4<f32>(0f, 0f, 0f, 0f), ((_e97 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e98 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e106 = r0_;
    let _e107 = r1_;
    let _e113 = r0_;
    r0_ = select(_e113, select((_e106 * _e107), vec4<f32>(0f, 0f, 0f, 0f), ((_e106 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e107 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    let _e115 = r0_;
    o0_ = _e115;
    let _e116 = o0_;
    return Output(_e116);
}
