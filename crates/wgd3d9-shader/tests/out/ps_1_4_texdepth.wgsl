struct Constants {
    c: array<vec4<f32>, 26>,
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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
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
    v8_ = in8_;
    let _e46 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e46;
    let _e48 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    r1_ = _e48;
    let _e51 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e46 + _e48), vec4<bool>(true, true, false, false));
    r3_ = _e51;
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e51.yyyy.x)), vec4<bool>(true, false, false, false));
    r4_ = _e58;
    let _e59 = _e51.xxxx;
    let _e65 = select(_e58, select((_e58 * _e59), vec4<f32>(0f, 0f, 0f, 0f), ((_e58 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e59 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    r4_ = _e65;
    let _e71 = select(_e65, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e51.yyyy == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    r4_ = _e71;
    let _e75 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e71.xxxx, vec4<f32>(1f, 1f, 1f, 1f), _e71.yyyy), vec4<bool>(true, false, false, false));
    o0_ = _e75;
    let _e77 = textureSample(t2_, s2_, in2_.xy);
    r2_ = _e77;
    let _e82 = select((_e77 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e77 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e82;
    o1_ = _e82;
    return Output(_e75.x, _e82);
}
