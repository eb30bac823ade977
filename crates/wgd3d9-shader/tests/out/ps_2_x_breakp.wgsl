struct Constants {
    c: array<vec4<f32>, 34>,
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
    var r2_: vec4<f32> = vec4<f32>();

    rep_count = clamp(vec4<i32>(8i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    r0_ = in0_;
    r1_ = vec4<f32>(0f, 0.125f, 0.9f, 1f).xxxx;
    loop {
        let _e16 = rep_count;
        if (_e16 <= 0i) {
            break;
        }
        rep_count = (_e16 - 1i);
        let _e20 = r1_;
        let _e22 = (_e20 + vec4<f32>(0f, 0.125f, 0.9f, 1f).yyyy);
        let _e23 = r0_;
        let _e24 = vec4<f32>(0f, 0.125f, 0.9f, 1f).zzzz;
        let _e29 = select((_e23 * _e24), vec4<f32>(0f, 0f, 0f, 0f), ((_e23 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e24 == vec4<f32>(0f, 0f, 0f, 0f))));
        let _e34 = r2_;
        let _e36 = select(_e34, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e22 >= _e29)), vec4<bool>(true, true, false, false));
        r1_ = _e22;
        r0_ = _e29;
        r2_ = _e36;
        if (_e36.xxxx.x != 0f) {
            break;
        }
        if !((_e36.yyyy.x != 0f)) {
            break;
        }
    }
    let _e45 = r1_;
    return Output(_e45);
}
