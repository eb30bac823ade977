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
    let _e40 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e34.wwww < vec4<f32>(0.25f, 0.75f, 0f, 1f))), vec4<bool>(true, true, false, false));
    r2_ = _e40;
    if (_e40.xxxx.x != 0f) {
        r1_ = vec4<f32>(0.25f, 0.75f, 0f, 1f).zzzz;
    } else {
        let _e46 = r1_;
        let _e47 = r0_;
        r1_ = select((_e46 * _e47), vec4<f32>(0f, 0f, 0f, 0f), ((_e46 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e47 == vec4<f32>(0f, 0f, 0f, 0f))));
    }
    let _e53 = r2_;
    if !((_e53.yyyy.x != 0f)) {
        let _e58 = r1_;
        let _e59 = vec4<f32>(0.25f, 0.75f, 0f, 1f).yyyy;
        r1_ = select(_e58, select((_e58 * _e59), vec4<f32>(0f, 0f, 0f, 0f), ((_e58 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e59 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    let _e67 = r1_;
    o0_ = _e67;
    return Output(_e67);
}
