struct Constants {
    c: array<vec4<f32>, 33>,
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
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var rep_count: i32;

    v0_ = in0_;
    let _e13 = v0_;
    r0_ = _e13;
    r1_ = vec4<f32>(0f, 0.125f, 0.9f, 1f).xxxx;
    rep_count = clamp(vec4<i32>(8i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e25 = rep_count;
        if (_e25 <= 0i) {
            break;
        }
        rep_count = (_e25 - 1i);
        let _e30 = r1_;
        r1_ = (_e30 + vec4<f32>(0f, 0.125f, 0.9f, 1f).yyyy);
        let _e33 = r0_;
        let _e34 = vec4<f32>(0f, 0.125f, 0.9f, 1f).zzzz;
        r0_ = select((_e33 * _e34), vec4<f32>(0f, 0f, 0f, 0f), ((_e33 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e34 == vec4<f32>(0f, 0f, 0f, 0f))));
        let _e41 = r1_;
        let _e42 = r0_;
        let _e46 = r2_;
        r2_ = select(_e46, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e41 >= _e42)), vec4<bool>(true, true, false, false));
        let _e49 = r2_;
        if (_e49.xxxx.x != 0f) {
            break;
        }
        let _e54 = r2_;
        if !((_e54.yyyy.x != 0f)) {
            break;
        }
    }
    let _e60 = r1_;
    o0_ = _e60;
    let _e61 = o0_;
    return Output(_e61);
}
