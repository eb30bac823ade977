struct Constants {
    c: array<vec4<f32>, 25>,
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
    let _e19 = consts.c[0];
    r2_ = select(vec4<f32>(-1f, -1f, -1f, -1f), _e19, (_e19 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e22 = r2_;
    r2_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e22, (_e22 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e25 = v0_;
    let _e26 = r0_;
    r0_ = select(_e26, _e25, vec4<bool>(true, true, true, false));
    let _e29 = v1_;
    let _e31 = r1_;
    r1_ = select(_e31, _e29.xyww, vec4<bool>(true, true, true, false));
    let _e33 = r0_;
    let _e34 = r1_;
    let _e41 = r0_;
    r0_ = select(_e41, select((_e33 * _e34), vec4<f32>(0f, 0f, 0f, 0f), ((_e33 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e34 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e43 = r2_;
    let _e44 = r0_;
    r0_ = select(_e44, _e43, vec4<bool>(false, false, false, true));
    let _e47 = r0_;
    o0_ = _e47;
    let _e48 = o0_;
    return Output(_e48);
}
