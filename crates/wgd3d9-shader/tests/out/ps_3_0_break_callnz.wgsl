struct Constants {
    c: array<vec4<f32>, 226>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    rep_count = clamp(vec4<i32>(10i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    r0_ = in0_;
    r1_ = vec4<f32>(0f, 0.1f, 1f, 0f).xxxx;
    loop {
        let _e16 = rep_count;
        if (_e16 <= 0i) {
            break;
        }
        rep_count = (_e16 - 1i);
        let _e20 = r0_;
        let _e23 = (_e20 + -(vec4<f32>(0f, 0.1f, 1f, 0f).yyyy));
        let _e24 = r1_;
        r0_ = _e23;
        r1_ = (_e24 + vec4<f32>(0f, 0.1f, 1f, 0f).yyyy);
        if (_e23.xxxx.x < vec4<f32>(0f, 0.1f, 1f, 0f).xxxx.x) {
            break;
        }
    }
    if true {
        let _e33 = r1_;
        let _e36 = consts.c[1];
        r1_ = (_e33 * _e36);
    }
    let _e38 = r1_;
    return Output(_e38);
}
