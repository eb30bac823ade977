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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
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
    let _e44 = consts.c[0];
    r3_ = select(vec4<f32>(-1f, -1f, -1f, -1f), _e44, (_e44 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e47 = r3_;
    r3_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e47, (_e47 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e52 = consts.c[1];
    r4_ = select(vec4<f32>(-1f, -1f, -1f, -1f), _e52, (_e52 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e55 = r4_;
    r4_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e55, (_e55 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e60 = consts.c[2];
    r5_ = select(vec4<f32>(-1f, -1f, -1f, -1f), _e60, (_e60 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e63 = r5_;
    r5_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e63, (_e63 < vec4<f32>(1f, 1f, 1f, 1f)));
    r6_ = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 0.5f, 0.25f, 1f), (vec4<f32>(1f, 0.5f, 0.25f, 1f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e68 = r6_;
    r6_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e68, (_e68 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e71 = v0_;
    let _e73 = textureSample(t0_, s0_, _e71.xy);
    r2_ = _e73;
    let _e74 = r2_;
    let _e75 = r3_;
    let _e76 = r4_;
    r1_ = (select((_e74 * _e75), vec4<f32>(0f, 0f, 0f, 0f), ((_e74 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e75 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e76);
    let _e84 = r1_;
    let _e85 = r6_;
    r0_ = (_e84 + -(_e85));
    let _e88 = r0_;
    let _e89 = v8_;
    let _e90 = r5_;
    r0_ = (select((_e88 * _e89), vec4<f32>(0f, 0f, 0f, 0f), ((_e88 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e89 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e90);
    let _e97 = r0_;
    o0_ = _e97;
    let _e98 = o0_;
    return Output(_e98);
}
