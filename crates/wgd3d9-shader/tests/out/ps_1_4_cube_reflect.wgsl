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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v3_ = in3_;
    let _e32 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e32;
    let _e34 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    r1_ = _e34;
    let _e39 = ((_e32 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e40 = _e34.xyz;
    let _e42 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e46 = select((_e39 * _e40), _e42, ((_e39 == _e42) | (_e40 == _e42)));
    let _e54 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4(((_e46.x + _e46.y) + _e46.z)) * vec4<f32>(2f, 2f, 2f, 2f)), vec4<bool>(true, true, true, false));
    r3_ = _e54;
    let _e56 = ((_e32 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e62 = select(_e54, select((_e56 * _e54), vec4<f32>(0f, 0f, 0f, 0f), ((_e56 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e54 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r3_ = _e62;
    let _e65 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e62 + -(_e34)), vec4<bool>(true, true, true, false));
    r2_ = _e65;
    let _e67 = textureSample(t2_, s2_, _e65.xy);
    r2_ = _e67;
    let _e69 = textureSample(t3_, s3_, in3_.xy);
    r3_ = _e69;
    let _e75 = select(_e32, select((_e67 * _e69), vec4<f32>(0f, 0f, 0f, 0f), ((_e67 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e69 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e75;
    let _e77 = select(_e75, _e69, vec4<bool>(false, false, false, true));
    r0_ = _e77;
    o0_ = _e77;
    return Output(_e77);
}
