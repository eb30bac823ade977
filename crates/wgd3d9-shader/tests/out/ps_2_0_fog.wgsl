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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e20 = v0_;
    let _e22 = textureSample(t0_, s0_, _e20.xy);
    r0_ = _e22;
    let _e23 = v1_;
    let _e24 = _e23.wwww;
    let _e25 = vec4<f32>(0.01f, 0.05f, 1.442695f, 1f).xxxx;
    let _e32 = r1_;
    r1_ = select(_e32, select((_e24 * _e25), vec4<f32>(0f, 0f, 0f, 0f), ((_e24 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e25 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e35 = v1_;
    let _e36 = _e35.yyyy;
    let _e37 = vec4<f32>(0.01f, 0.05f, 1.442695f, 1f).yyyy;
    let _e43 = r1_;
    r1_ = select(_e43, select((_e36 * _e37), vec4<f32>(0f, 0f, 0f, 0f), ((_e36 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e37 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, true, false, false));
    let _e46 = r1_;
    let _e48 = r1_;
    let _e52 = r1_;
    r1_ = select(_e52, (_e46.xxxx + -(_e48.yyyy)), vec4<bool>(true, false, false, false));
    let _e54 = r1_;
    let _e55 = _e54.xxxx;
    let _e56 = vec4<f32>(0.01f, 0.05f, 1.442695f, 1f).wwww;
    let _e59 = r1_;
    r1_ = select(_e59, select(_e56, _e55, (_e55 >= _e56)), vec4<bool>(true, false, false, false));
    let _e61 = r1_;
    let _e62 = _e61.xxxx;
    let _e64 = -(vec4<f32>(0.01f, 0.05f, 1.442695f, 1f).zzzz);
    let _e70 = r1_;
    r1_ = select(_e70, select((_e62 * _e64), vec4<f32>(0f, 0f, 0f, 0f), ((_e62 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e64 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e72 = r1_;
    let _e77 = r1_;
    r1_ = select(_e77, vec4(exp2(_e72.xxxx.x)), vec4<bool>(true, false, false, false));
    let _e81 = consts.c[1];
    r2_ = _e81;
    let _e82 = r1_;
    let _e84 = r0_;
    let _e85 = r2_;
    let _e87 = r3_;
    r3_ = select(_e87, mix(_e85, _e84, _e82.xxxx), vec4<bool>(true, true, true, false));
    let _e90 = r0_;
    let _e92 = r3_;
    r3_ = select(_e92, _e90.wwww, vec4<bool>(false, false, false, true));
    let _e95 = r3_;
    o0_ = _e95;
    let _e96 = o0_;
    return Output(_e96);
}
