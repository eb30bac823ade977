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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e17 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e17;
    let _e24 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(log2(abs(_e17.xxxx.x))), vec4<bool>(true, false, false, false));
    r1_ = _e24;
    let _e31 = select(_e24, vec4(log2(abs(_e17.yyyy.x))), vec4<bool>(false, true, false, false));
    r1_ = _e31;
    let _e38 = select(_e31, vec4(log2(abs(_e17.zzzz.x))), vec4<bool>(false, false, true, false));
    r1_ = _e38;
    let _e39 = vec4<f32>(0.4545454f, 2.2f, 0f, 0f).xxxx;
    let _e46 = select(_e38, select((_e38 * _e39), vec4<f32>(0f, 0f, 0f, 0f), ((_e38 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e39 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r1_ = _e46;
    let _e51 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(exp2(_e46.xxxx.x)), vec4<bool>(true, false, false, false));
    r2_ = _e51;
    let _e56 = select(_e51, vec4(exp2(_e46.yyyy.x)), vec4<bool>(false, true, false, false));
    r2_ = _e56;
    let _e61 = select(_e56, vec4(exp2(_e46.zzzz.x)), vec4<bool>(false, false, true, false));
    r2_ = _e61;
    let _e64 = select(_e61, _e17.wwww, vec4<bool>(false, false, false, true));
    r2_ = _e64;
    o0_ = _e64;
    return Output(_e64);
}
