struct Constants {
    c: array<vec4<f32>, 25>,
}

struct Output {
    @builtin(frag_depth) out0_: f32,
    @location(0) out1_: vec4<f32>,
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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
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
    let _e45 = v0_;
    let _e47 = textureSample(t0_, s0_, _e45.xy);
    r1_ = _e47;
    let _e48 = v1_;
    let _e49 = r1_;
    let _e50 = _e48.xyz;
    let _e51 = _e49.xyz;
    let _e54 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e58 = select((_e50 * _e51), _e54, ((_e50 == _e54) | (_e51 == _e54)));
    let _e65 = r3_;
    r3_ = select(_e65, vec4(((_e58.x + _e58.y) + _e58.z)), vec4<bool>(true, false, false, false));
    let _e68 = v2_;
    let _e69 = r1_;
    let _e70 = _e68.xyz;
    let _e71 = _e69.xyz;
    let _e73 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e77 = select((_e70 * _e71), _e73, ((_e70 == _e73) | (_e71 == _e73)));
    let _e84 = r3_;
    r3_ = select(_e84, vec4(((_e77.x + _e77.y) + _e77.z)), vec4<bool>(false, true, false, false));
    let _e87 = r3_;
    let _e93 = r4_;
    r4_ = select(_e93, vec4((1f / _e87.yyyy.x)), vec4<bool>(true, false, false, false));
    let _e95 = r4_;
    let _e96 = r3_;
    let _e97 = _e96.xxxx;
    let _e103 = r4_;
    r4_ = select(_e103, select((_e95 * _e97), vec4<f32>(0f, 0f, 0f, 0f), ((_e95 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e97 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e105 = r3_;
    let _e110 = r4_;
    r4_ = select(_e110, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e105.yyyy == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e112 = r4_;
    let _e114 = r4_;
    let _e117 = o0_;
    o0_ = select(_e117, mix(_e114.xxxx, vec4<f32>(1f, 1f, 1f, 1f), _e112.yyyy), vec4<bool>(true, false, false, false));
    let _e119 = v3_;
    let _e121 = textureSample(t3_, s3_, _e119.xy);
    r2_ = _e121;
    let _e122 = r2_;
    let _e123 = v8_;
    r0_ = select((_e122 * _e123), vec4<f32>(0f, 0f, 0f, 0f), ((_e122 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e123 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e129 = r0_;
    o1_ = _e129;
    let _e130 = o0_;
    let _e132 = o1_;
    return Output(_e130.x, _e132);
}
