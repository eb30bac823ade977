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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
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
    v8_ = in8_;
    let _e34 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e34;
    r1_ = in8_;
    let _e38 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e34 > vec4<f32>(0.5f, 0f, 1f, 2f).xxxx));
    r2_ = _e38;
    let _e39 = vec4<f32>(0.5f, 0f, 1f, 2f).wwww;
    let _e47 = select(in8_, select((in8_ * _e39), vec4<f32>(0f, 0f, 0f, 0f), ((in8_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e39 == vec4<f32>(0f, 0f, 0f, 0f)))), (_e38.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    r1_ = _e47;
    let _e55 = select(_e47, select(_e47, (_e47.xxxx + vec4<f32>(0.5f, 0f, 1f, 2f).zzzz), (_e38.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    r1_ = _e55;
    let _e61 = select(_e55, select(_e55, vec4<f32>(0.5f, 0f, 1f, 2f).yyyy, (_e38.zzzz == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    r1_ = _e61;
    let _e66 = select((_e34 * _e61), vec4<f32>(0f, 0f, 0f, 0f), ((_e34 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e61 == vec4<f32>(0f, 0f, 0f, 0f))));
    r0_ = _e66;
    o0_ = _e66;
    return Output(_e66);
}
