struct Constants {
    c: array<vec4<f32>, 225>,
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
    let _e14 = v1_;
    r0_ = _e14;
    let _e15 = v0_;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e15 != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e20 = r1_;
    if (_e20.zzzz.x != 0f) {
        let _e25 = r0_;
        let _e28 = consts.c[1];
        let _e30 = r0_;
        r0_ = select(_e30, (_e25 * _e28), vec4<bool>(true, true, true, false));
    }
    let _e33 = r1_;
    if !((_e33.xxxx.x != 0f)) {
        let _e39 = r0_;
        let _e42 = consts.c[2];
        let _e44 = r0_;
        r0_ = select(_e44, (_e39 + _e42), vec4<bool>(true, true, true, false));
    }
    let _e46 = r0_;
    o0_ = _e46;
    let _e47 = o0_;
    return Output(_e47);
}
