struct Constants {
    c: array<vec4<f32>, 225>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var rep_count: i32;

    v0_ = in0_;
    let _e11 = v0_;
    r0_ = _e11;
    r1_ = vec4<f32>(0f, 0.1f, 1f, 0f).xxxx;
    rep_count = clamp(vec4<i32>(10i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e23 = rep_count;
        if (_e23 <= 0i) {
            break;
        }
        rep_count = (_e23 - 1i);
        let _e28 = r0_;
        r0_ = (_e28 + -(vec4<f32>(0f, 0.1f, 1f, 0f).yyyy));
        let _e32 = r1_;
        r1_ = (_e32 + vec4<f32>(0f, 0.1f, 1f, 0f).yyyy);
        let _e35 = r0_;
        if (_e35.xxxx.x < vec4<f32>(0f, 0.1f, 1f, 0f).xxxx.x) {
            break;
        }
    }
    if true {
        let _e42 = r1_;
        let _e45 = consts.c[1];
        r1_ = (_e42 * _e45);
    }
    let _e47 = r1_;
    o0_ = _e47;
    let _e48 = o0_;
    return Output(_e48);
}
