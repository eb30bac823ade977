struct Constants {
    c: array<vec4<f32>, 34>,
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
    r0_ = in0_;
    let _e57 = textureSample(t0_, s0_, (in0_.xy / vec2(in0_.w)));
    r1_ = _e57;
    let _e58 = (in0_ + vec4<f32>(0.0009765625f, 0f, 0f, 0f));
    r2_ = _e58;
    let _e63 = textureSample(t0_, s0_, (_e58.xy / vec2(_e58.w)));
    r3_ = _e63;
    let _e64 = (in0_ + vec4<f32>(0f, 0.0009765625f, 0f, 0f));
    r2_ = _e64;
    let _e69 = textureSample(t0_, s0_, (_e64.xy / vec2(_e64.w)));
    r4_ = _e69;
    let _e70 = (in0_ + vec4<f32>(0.0009765625f, 0.0009765625f, 0f, 0f));
    r2_ = _e70;
    let _e75 = textureSample(t0_, s0_, (_e70.xy / vec2(_e70.w)));
    r5_ = _e75;
    let _e82 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in0_.wwww.x)), vec4<bool>(false, false, false, true));
    r6_ = _e82;
    let _e83 = in0_.zzzz;
    let _e84 = _e82.wwww;
    let _e91 = select(_e82, select((_e83 * _e84), vec4<f32>(0f, 0f, 0f, 0f), ((_e83 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e84 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, true, false));
    r6_ = _e91;
    let _e94 = select(_e57, _e63.xxxx, vec4<bool>(false, true, false, false));
    r1_ = _e94;
    let _e96 = select(_e94, _e69.xxxx, vec4<bool>(false, false, true, false));
    r1_ = _e96;
    let _e98 = select(_e96, _e75.xxxx, vec4<bool>(false, false, false, true));
    r1_ = _e98;
    let _e101 = (_e98 + -(_e91.zzzz));
    r7_ = _e101;
    let _e105 = select(vec4<f32>(0.0009765625f, 0f, 0.25f, 1f).yyyy, vec4<f32>(0.0009765625f, 0f, 0.25f, 1f).wwww, (_e101 >= vec4<f32>(0f, 0f, 0f, 0f)));
    r7_ = _e105;
    let _e106 = vec4<f32>(0.0009765625f, 0f, 0.25f, 1f).zzzz;
    let _e111 = select((_e105 * _e106), vec4<f32>(0f, 0f, 0f, 0f), ((_e105 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e106 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e121 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((((_e111.x + _e111.y) + _e111.z) + _e111.w)), vec4<bool>(true, false, false, false));
    r8_ = _e121;
    let _e123 = textureSample(t1_, s1_, in1_.xy);
    r9_ = _e123;
    let _e128 = select((_e123 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e123 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f))));
    r9_ = _e128;
    let _e129 = _e121.xxxx;
    let _e136 = select(_e128, select((_e128 * _e129), vec4<f32>(0f, 0f, 0f, 0f), ((_e128 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e129 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r9_ = _e136;
    o0_ = _e136;
    return Output(_e136);
}
