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
    r4_ = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.05f, 0.05f, 0f, 0f), (vec4<f32>(0.05f, 0.05f, 0f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e37 = r4_;
    r4_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e37, (_e37 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e40 = v0_;
    let _e41 = _e40.xyww;
    let _e46 = textureSample(t0_, s0_, (_e41.xy / vec2(_e41.w)));
    r0_ = _e46;
    let _e47 = v1_;
    let _e49 = r1_;
    r1_ = select(_e49, _e47.xyww, vec4<bool>(true, true, true, false));
    let _e52 = v1_;
    let _e53 = _e52.xyww;
    let _e58 = textureSample(t2_, s2_, (_e53.xy / vec2(_e53.w)));
    r2_ = _e58;
    let _e59 = r2_;
    let _e63 = ((_e59 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e64 = r4_;
    let _e65 = r1_;
    let _e73 = r1_;
    r1_ = select(_e73, (select((_e63 * _e64), vec4<f32>(0f, 0f, 0f, 0f), ((_e63 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e64 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e65), vec4<bool>(true, true, true, false));
    let _e75 = r1_;
    let _e77 = textureSample(t1_, s1_, _e75.xy);
    r1_ = _e77;
    let _e78 = v3_;
    let _e79 = _e78.xyww;
    let _e84 = textureSample(t3_, s3_, (_e79.xy / vec2(_e79.w)));
    r3_ = _e84;
    let _e85 = r0_;
    let _e86 = r1_;
    let _e92 = r0_;
    r0_ = select(_e92, select((_e85 * _e86), vec4<f32>(0f, 0f, 0f, 0f), ((_e85 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e86 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e94 = r0_;
    let _e95 = r3_;
    let _e101 = r0_;
    r0_ = select(_e101, select((_e94 * _e95), vec4<f32>(0f, 0f, 0f, 0f), ((_e94 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e95 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e103 = r3_;
    let _e105 = r0_;
    r0_ = select(_e105, _e103.wwww, vec4<bool>(false, false, false, true));
    let _e108 = r0_;
    o0_ = _e108;
    let _e109 = o0_;
    return Output(_e109);
}
