struct Constants {
    c: array<vec4<f32>, 26>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e20 = consts.c[0];
    let _e22 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e20, (_e20 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r2_ = _e22;
    let _e24 = select(vec4<f32>(1f, 1f, 1f, 1f), _e22, (_e22 < vec4<f32>(1f, 1f, 1f, 1f)));
    r2_ = _e24;
    let _e26 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    r0_ = _e26;
    let _e28 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_.xyww, vec4<bool>(true, true, true, false));
    r1_ = _e28;
    let _e34 = select(_e26, select((_e26 * _e28), vec4<f32>(0f, 0f, 0f, 0f), ((_e26 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e28 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e34;
    let _e36 = select(_e34, _e24, vec4<bool>(false, false, false, true));
    r0_ = _e36;
    o0_ = _e36;
    return Output(_e36);
}
