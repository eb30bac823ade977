struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e19 = consts.c[0];
    let _e23 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e19)), vec4<bool>(true, false, false, false));
    o0_ = _e23;
    let _e26 = consts.c[1];
    let _e30 = select(_e23, vec4(dot(in0_, _e26)), vec4<bool>(false, true, false, false));
    o0_ = _e30;
    let _e33 = consts.c[2];
    let _e37 = select(_e30, vec4(dot(in0_, _e33)), vec4<bool>(false, false, true, false));
    o0_ = _e37;
    let _e40 = consts.c[3];
    o0_ = select(_e37, vec4(dot(in0_, _e40)), vec4<bool>(false, false, false, true));
    let _e48 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ >= vec4<f32>(0.5f, 0f, 0f, 1f).xxxx));
    r1_ = _e48;
    if (_e48.xxxx.x != 0f) {
        let _e53 = v1_;
        r0_ = _e53;
        let _e54 = r1_;
        if !((_e54.wwww.x != 0f)) {
            let _e60 = r0_;
            r0_ = select(_e60, vec4<f32>(0.5f, 0f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
        }
    } else {
        let _e62 = v1_;
        r0_ = (_e62 * vec4<f32>(0.5f, 0f, 0f, 1f).xxxx);
    }
    let _e65 = r0_;
    o1_ = _e65;
    let _e66 = o0_;
    let _e69 = consts.c[256];
    let _e74 = select(_e66, (_e66 + (_e69 * _e66.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e74;
    return Output(_e74, _e65);
}
