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
    let _e45 = consts.c[0];
    let _e47 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e45, (_e45 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r3_ = _e47;
    let _e49 = select(vec4<f32>(1f, 1f, 1f, 1f), _e47, (_e47 < vec4<f32>(1f, 1f, 1f, 1f)));
    r3_ = _e49;
    let _e52 = consts.c[1];
    let _e54 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e52, (_e52 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r4_ = _e54;
    let _e56 = select(vec4<f32>(1f, 1f, 1f, 1f), _e54, (_e54 < vec4<f32>(1f, 1f, 1f, 1f)));
    r4_ = _e56;
    let _e59 = consts.c[2];
    let _e61 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e59, (_e59 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r5_ = _e61;
    let _e63 = select(vec4<f32>(1f, 1f, 1f, 1f), _e61, (_e61 < vec4<f32>(1f, 1f, 1f, 1f)));
    r5_ = _e63;
    let _e65 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 0.5f, 0.25f, 1f), (vec4<f32>(1f, 0.5f, 0.25f, 1f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r6_ = _e65;
    let _e67 = select(vec4<f32>(1f, 1f, 1f, 1f), _e65, (_e65 < vec4<f32>(1f, 1f, 1f, 1f)));
    r6_ = _e67;
    let _e69 = textureSample(t0_, s0_, in0_.xy);
    r2_ = _e69;
    let _e75 = (select((_e69 * _e49), vec4<f32>(0f, 0f, 0f, 0f), ((_e69 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e49 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e56);
    r1_ = _e75;
    let _e77 = (_e75 + -(_e67));
    r0_ = _e77;
    let _e83 = (select((_e77 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e77 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))) + _e63);
    r0_ = _e83;
    o0_ = _e83;
    return Output(_e83);
}
