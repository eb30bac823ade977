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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e15 = v0_;
    let _e17 = textureSample(t0_, s0_, _e15.xy);
    r0_ = _e17;
    let _e18 = r0_;
    let _e24 = r1_;
    r1_ = select(_e24, vec4(log2(abs(_e18.xxxx.x))), vec4<bool>(true, false, false, false));
    let _e27 = r0_;
    let _e33 = r1_;
    r1_ = select(_e33, vec4(log2(abs(_e27.yyyy.x))), vec4<bool>(false, true, false, false));
    let _e36 = r0_;
    let _e42 = r1_;
    r1_ = select(_e42, vec4(log2(abs(_e36.zzzz.x))), vec4<bool>(false, false, true, false));
    let _e45 = r1_;
    let _e46 = vec4<f32>(0.4545454f, 2.2f, 0f, 0f).xxxx;
    let _e53 = r1_;
    r1_ = select(_e53, select((_e45 * _e46), vec4<f32>(0f, 0f, 0f, 0f), ((_e45 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e46 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e56 = r1_;
    let _e61 = r2_;
    r2_ = select(_e61, vec4(exp2(_e56.xxxx.x)), vec4<bool>(true, false, false, false));
    let _e63 = r1_;
    let _e68 = r2_;
    r2_ = select(_e68, vec4(exp2(_e63.yyyy.x)), vec4<bool>(false, true, false, false));
    let _e70 = r1_;
    let _e75 = r2_;
    r2_ = select(_e75, vec4(exp2(_e70.zzzz.x)), vec4<bool>(false, false, true, false));
    let _e77 = r0_;
    let _e79 = r2_;
    r2_ = select(_e79, _e77.wwww, vec4<bool>(false, false, false, true));
    let _e82 = r2_;
    o0_ = _e82;
    let _e83 = o0_;
    return Output(_e83);
}
