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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
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
    r5_ = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f), (vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e45 = r5_;
    r5_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e45, (_e45 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e48 = v0_;
    let _e50 = textureSample(t0_, s0_, _e48.xy);
    r0_ = _e50;
    let _e51 = v1_;
    let _e53 = textureSample(t1_, s1_, _e51.xy);
    r1_ = _e53;
    let _e54 = r0_;
    let _e59 = v8_;
    let _e62 = ((_e54 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e63 = ((_e59 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e66 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e70 = select((_e62 * _e63), _e66, ((_e62 == _e66) | (_e63 == _e66)));
    r2_ = saturate(vec4(((_e70.x + _e70.y) + _e70.z)));
    let _e78 = r1_;
    let _e79 = r5_;
    let _e84 = select((_e78 * _e79), vec4<f32>(0f, 0f, 0f, 0f), ((_e78 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e79 == vec4<f32>(0f, 0f, 0f, 0f))));
    r3_ = vec4((((_e84.x + _e84.y) + _e84.z) + _e84.w));
    let _e93 = r2_;
    let _e94 = r0_;
    let _e95 = r1_;
    r4_ = mix(_e95, _e94, _e93);
    let _e97 = r4_;
    let _e98 = r3_;
    r0_ = saturate(select((_e97 * _e98), vec4<f32>(0f, 0f, 0f, 0f), ((_e97 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e98 == vec4<f32>(0f, 0f, 0f, 0f)))));
    let _e105 = r0_;
    o0_ = _e105;
    let _e106 = o0_;
    return Output(_e106);
}
