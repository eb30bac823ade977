struct Constants {
    c: array<vec4<f32>, 40>,
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
    var v0_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();
    var v9_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();

    let _e11 = textureSample(t0_, s0_, in0_.xy);
    v0_ = in0_;
    v8_ = in8_;
    v9_ = in9_;
    r0_ = select((_e11 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e11 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f))));
    if true {
        let _e22 = r0_;
        let _e23 = v9_;
        r0_ = select(_e22, (_e22 + _e23), vec4<bool>(true, true, true, false));
    }
    let _e27 = consts.b;
    if !((((_e27 >> 2u) & 1u) != 0u)) {
        let _e35 = r0_;
        let _e37 = consts.c[0];
        r0_ = select(_e35, select((_e35 * _e37), vec4<f32>(0f, 0f, 0f, 0f), ((_e35 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e37 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    let _e44 = r0_;
    return Output(_e44);
}
