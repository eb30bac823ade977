struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e10 = textureSample(t0_, s0_, in0_.xy);
    let _e16 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e10.wwww < vec4<f32>(0.25f, 0.75f, 0f, 1f))), vec4<bool>(true, true, false, false));
    v0_ = in0_;
    v8_ = in8_;
    r0_ = _e10;
    r1_ = in8_;
    r2_ = _e16;
    if (_e16.xxxx.x != 0f) {
        r1_ = vec4<f32>(0.25f, 0.75f, 0f, 1f).zzzz;
    } else {
        let _e27 = r1_;
        let _e28 = r0_;
        r1_ = select((_e27 * _e28), vec4<f32>(0f, 0f, 0f, 0f), ((_e27 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e28 == vec4<f32>(0f, 0f, 0f, 0f))));
    }
    let _e34 = r2_;
    if !((_e34.yyyy.x != 0f)) {
        let _e39 = r1_;
        let _e40 = vec4<f32>(0.25f, 0.75f, 0f, 1f).yyyy;
        r1_ = select(_e39, select((_e39 * _e40), vec4<f32>(0f, 0f, 0f, 0f), ((_e39 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e40 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    let _e48 = r1_;
    return Output(_e48);
}
