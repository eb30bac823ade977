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
    let _e45 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f), (vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r5_ = _e45;
    let _e47 = select(vec4<f32>(1f, 1f, 1f, 1f), _e45, (_e45 < vec4<f32>(1f, 1f, 1f, 1f)));
    r5_ = _e47;
    let _e49 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e49;
    let _e51 = textureSample(t1_, s1_, in1_.xy);
    r1_ = _e51;
    let _e58 = ((_e49 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e59 = ((in8_ * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e61 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e65 = select((_e58 * _e59), _e61, ((_e58 == _e61) | (_e59 == _e61)));
    let _e72 = saturate(vec4(((_e65.x + _e65.y) + _e65.z)));
    r2_ = _e72;
    let _e77 = select((_e51 * _e47), vec4<f32>(0f, 0f, 0f, 0f), ((_e51 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e47 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e85 = vec4((((_e77.x + _e77.y) + _e77.z) + _e77.w));
    r3_ = _e85;
    let _e86 = mix(_e51, _e49, _e72);
    r4_ = _e86;
    let _e92 = saturate(select((_e86 * _e85), vec4<f32>(0f, 0f, 0f, 0f), ((_e86 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e85 == vec4<f32>(0f, 0f, 0f, 0f)))));
    r0_ = _e92;
    o0_ = _e92;
    return Output(_e92);
}
