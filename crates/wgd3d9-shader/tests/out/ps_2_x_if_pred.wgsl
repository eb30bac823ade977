struct Constants {
    c: array<vec4<f32>, 33>,
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
    let _e32 = v0_;
    let _e34 = textureSample(t0_, s0_, _e32.xy);
    r0_ = _e34;
    let _e35 = v8_;
    r1_ = _e35;
    let _e36 = r0_;
    let _e42 = r2_;
    r2_ = select(_e42, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e36.wwww < vec4<f32>(0.25f, 0.75f, 0f, 1f))), vec4<bool>(true, true, false, false));
    let _e45 = r2_;
    if (_e45.xxxx.x != 0f) {
        r1_ = vec4<f32>(0.25f, 0.75f, 0f, 1f).zzzz;
    } else {
        let _e51 = r1_;
        let _e52 = r0_;
        r1_ = select((_e51 * _e52), vec4<f32>(0f, 0f, 0f, 0f), ((_e51 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e52 == vec4<f32>(0f, 0f, 0f, 0f))));
    }
    let _e58 = r2_;
    if !((_e58.yyyy.x != 0f)) {
        let _e64 = r1_;
        let _e65 = vec4<f32>(0.25f, 0.75f, 0f, 1f).yyyy;
        let _e71 = r1_;
        r1_ = select(_e71, select((_e64 * _e65), vec4<f32>(0f, 0f, 0f, 0f), ((_e64 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e65 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    let _e74 = r1_;
    o0_ = _e74;
    let _e75 = o0_;
    return Output(_e75);
}
