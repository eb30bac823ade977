struct Constants {
    c: array<vec4<f32>, 226>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in8_;
    r0_ = in8_;
    let _e17 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ != vec4<f32>(0f, 0f, 0f, 0f)));
    r1_ = _e17;
    if (_e17.zzzz.x != 0f) {
        let _e22 = r0_;
        let _e25 = consts.c[1];
        r0_ = select(_e22, (_e22 * _e25), vec4<bool>(true, true, true, false));
    }
    let _e29 = r1_;
    if !((_e29.xxxx.x != 0f)) {
        let _e34 = r0_;
        let _e37 = consts.c[2];
        r0_ = select(_e34, (_e34 + _e37), vec4<bool>(true, true, true, false));
    }
    let _e40 = r0_;
    o0_ = _e40;
    return Output(_e40);
}
