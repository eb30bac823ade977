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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
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

    v0_ = in0_;
    v1_ = in1_;
    v3_ = in3_;
    let _e37 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.05f, 0.05f, 0f, 0f), (vec4<f32>(0.05f, 0.05f, 0f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r4_ = _e37;
    let _e39 = select(vec4<f32>(1f, 1f, 1f, 1f), _e37, (_e37 < vec4<f32>(1f, 1f, 1f, 1f)));
    r4_ = _e39;
    let _e40 = in0_.xyww;
    let _e45 = textureSample(t0_, s0_, (_e40.xy / vec2(_e40.w)));
    r0_ = _e45;
    let _e48 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_.xyww, vec4<bool>(true, true, true, false));
    r1_ = _e48;
    let _e49 = in1_.xyww;
    let _e54 = textureSample(t2_, s2_, (_e49.xy / vec2(_e49.w)));
    r2_ = _e54;
    let _e58 = ((_e54 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e65 = select(_e48, (select((_e58 * _e39), vec4<f32>(0f, 0f, 0f, 0f), ((_e58 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e39 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e48), vec4<bool>(true, true, true, false));
    r1_ = _e65;
    let _e67 = textureSample(t1_, s1_, _e65.xy);
    r1_ = _e67;
    let _e68 = in3_.xyww;
    let _e73 = textureSample(t3_, s3_, (_e68.xy / vec2(_e68.w)));
    r3_ = _e73;
    let _e79 = select(_e45, select((_e45 * _e67), vec4<f32>(0f, 0f, 0f, 0f), ((_e45 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e67 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e79;
    let _e85 = select(_e79, select((_e79 * _e73), vec4<f32>(0f, 0f, 0f, 0f), ((_e79 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e73 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e85;
    let _e88 = select(_e85, _e73.wwww, vec4<bool>(false, false, false, true));
    r0_ = _e88;
    o0_ = _e88;
    return Output(_e88);
}
