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
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var rep_count: i32;

    v0_ = in0_;
    r0_ = in0_;
    r1_ = vec4<f32>(0f, 0.1f, 1f, 0f).xxxx;
    rep_count = clamp(vec4<i32>(10i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e20 = rep_count;
        if (_e20 <= 0i) {
            break;
        }
        rep_count = (_e20 - 1i);
        let _e24 = r0_;
        let _e27 = (_e24 + -(vec4<f32>(0f, 0.1f, 1f, 0f).yyyy));
        r0_ = _e27;
        let _e28 = r1_;
        r1_ = (_e28 + vec4<f32>(0f, 0.1f, 1f, 0f).yyyy);
        if (_e27.xxxx.x < vec4<f32>(0f, 0.1f, 1f, 0f).xxxx.x) {
            break;
        }
    }
    if true {
        let _e37 = r1_;
        let _e40 = consts.c[1];
        r1_ = (_e37 * _e40);
    }
    let _e42 = r1_;
    o0_ = _e42;
    return Output(_e42);
}
