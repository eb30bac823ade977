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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
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
    v2_ = in2_;
    v9_ = in9_;
    let _e47 = consts.c[0];
    r4_ = select(vec4<f32>(-1f, -1f, -1f, -1f), _e47, (_e47 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e50 = r4_;
    r4_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e50, (_e50 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e53 = v0_;
    let _e55 = textureSample(t0_, s0_, _e53.xy);
    r1_ = _e55;
    let _e56 = v1_;
    let _e58 = textureSample(t1_, s1_, _e56.xy);
    r2_ = _e58;
    let _e59 = v2_;
    let _e61 = textureSample(t2_, s2_, _e59.xy);
    r3_ = _e61;
    let _e62 = r1_;
    let _e63 = r2_;
    r0_ = (select((_e62 * _e63), vec4<f32>(0f, 0f, 0f, 0f), ((_e62 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e63 == vec4<f32>(0f, 0f, 0f, 0f)))) * vec4<f32>(2f, 2f, 2f, 2f));
    let _e72 = r0_;
    let _e73 = r3_;
    r0_ = (select((_e72 * _e73), vec4<f32>(0f, 0f, 0f, 0f), ((_e72 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e73 == vec4<f32>(0f, 0f, 0f, 0f)))) * vec4<f32>(2f, 2f, 2f, 2f));
    let _e80 = v9_;
    let _e82 = r0_;
    let _e83 = r4_;
    let _e85 = r0_;
    r0_ = select(_e85, mix(_e83, _e82, _e80.wwww), vec4<bool>(true, true, true, false));
    let _e88 = r1_;
    let _e89 = r0_;
    r0_ = select(_e89, _e88, vec4<bool>(false, false, false, true));
    let _e92 = r0_;
    o0_ = _e92;
    let _e93 = o0_;
    return Output(_e93);
}
