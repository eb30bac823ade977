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
    let _e22 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e22;
    let _e23 = in1_.wwww;
    let _e24 = vec4<f32>(0.01f, 0.05f, 1.442695f, 1f).xxxx;
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e23 * _e24), vec4<f32>(0f, 0f, 0f, 0f), ((_e23 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e24 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    r1_ = _e31;
    let _e32 = in1_.yyyy;
    let _e33 = vec4<f32>(0.01f, 0.05f, 1.442695f, 1f).yyyy;
    let _e40 = select(_e31, select((_e32 * _e33), vec4<f32>(0f, 0f, 0f, 0f), ((_e32 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e33 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, true, false, false));
    r1_ = _e40;
    let _e45 = select(_e40, (_e40.xxxx + -(_e40.yyyy)), vec4<bool>(true, false, false, false));
    r1_ = _e45;
    let _e46 = _e45.xxxx;
    let _e47 = vec4<f32>(0.01f, 0.05f, 1.442695f, 1f).wwww;
    let _e50 = select(_e45, select(_e47, _e46, (_e46 >= _e47)), vec4<bool>(true, false, false, false));
    r1_ = _e50;
    let _e51 = _e50.xxxx;
    let _e53 = -(vec4<f32>(0.01f, 0.05f, 1.442695f, 1f).zzzz);
    let _e59 = select(_e50, select((_e51 * _e53), vec4<f32>(0f, 0f, 0f, 0f), ((_e51 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e53 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    r1_ = _e59;
    let _e64 = select(_e59, vec4(exp2(_e59.xxxx.x)), vec4<bool>(true, false, false, false));
    r1_ = _e64;
    let _e67 = consts.c[1];
    r2_ = _e67;
    let _e71 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e67, _e22, _e64.xxxx), vec4<bool>(true, true, true, false));
    r3_ = _e71;
    let _e74 = select(_e71, _e22.wwww, vec4<bool>(false, false, false, true));
    r3_ = _e74;
    o0_ = _e74;
    return Output(_e74);
}
