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
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var rep_count: i32;

    v0_ = in0_;
    r0_ = in0_;
    r1_ = vec4<f32>(0f, 0.125f, 0.9f, 1f).xxxx;
    rep_count = clamp(vec4<i32>(8i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e22 = rep_count;
        if (_e22 <= 0i) {
            break;
        }
        rep_count = (_e22 - 1i);
        let _e26 = r1_;
        let _e28 = (_e26 + vec4<f32>(0f, 0.125f, 0.9f, 1f).yyyy);
        r1_ = _e28;
        let _e29 = r0_;
        let _e30 = vec4<f32>(0f, 0.125f, 0.9f, 1f).zzzz;
        let _e35 = select((_e29 * _e30), vec4<f32>(0f, 0f, 0f, 0f), ((_e29 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e30 == vec4<f32>(0f, 0f, 0f, 0f))));
        r0_ = _e35;
        let _e39 = r2_;
        let _e41 = select(_e39, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e28 >= _e35)), vec4<bool>(true, true, false, false));
        r2_ = _e41;
        if (_e41.xxxx.x != 0f) {
            break;
        }
        if !((_e41.yyyy.x != 0f)) {
            break;
        }
    }
    let _e50 = r1_;
    o0_ = _e50;
    return Output(_e50);
}
