struct Constants {
    c: array<vec4<f32>, 232>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e9 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ != vec4<f32>(0f, 0f, 0f, 0f)));
    v0_ = in0_;
    v1_ = in8_;
    r0_ = in8_;
    r1_ = _e9;
    if (_e9.zzzz.x != 0f) {
        let _e18 = r0_;
        let _e20 = consts.c[1];
        r0_ = select(_e18, (_e18 * _e20), vec4<bool>(true, true, true, false));
    }
    let _e24 = r1_;
    if !((_e24.xxxx.x != 0f)) {
        let _e29 = r0_;
        let _e31 = consts.c[2];
        r0_ = select(_e29, (_e29 + _e31), vec4<bool>(true, true, true, false));
    }
    let _e34 = r0_;
    return Output(_e34);
}
