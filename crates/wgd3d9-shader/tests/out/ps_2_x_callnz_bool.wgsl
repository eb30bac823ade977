struct Constants {
    c: array<vec4<f32>, 33>,
    b: u32,
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
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
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
    v8_ = in8_;
    v9_ = in9_;
    let _e30 = v0_;
    let _e32 = textureSample(t0_, s0_, _e30.xy);
    r0_ = _e32;
    let _e33 = r0_;
    let _e34 = v8_;
    r0_ = select((_e33 * _e34), vec4<f32>(0f, 0f, 0f, 0f), ((_e33 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e34 == vec4<f32>(0f, 0f, 0f, 0f))));
    if true {
        let _e42 = r0_;
        let _e43 = v9_;
        let _e45 = r0_;
        r0_ = select(_e45, (_e42 + _e43), vec4<bool>(true, true, true, false));
    }
    let _e49 = consts.b;
    if !((((_e49 >> 2u) & 1u) != 0u)) {
        let _e57 = r0_;
        let _e60 = consts.c[0];
        let _e66 = r0_;
        r0_ = select(_e66, select((_e57 * _e60), vec4<f32>(0f, 0f, 0f, 0f), ((_e57 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e60 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    let _e68 = r0_;
    o0_ = _e68;
    let _e69 = o0_;
    return Output(_e69);
}
