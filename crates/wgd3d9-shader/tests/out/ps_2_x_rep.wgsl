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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var rep_count: i32;

    v0_ = in0_;
    let _e13 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    r0_ = _e13;
    r0_ = select(_e13, vec4<f32>(0.5f, 1f, 0f, 0f).zzzz, vec4<bool>(false, false, true, true));
    rep_count = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e24 = rep_count;
        if (_e24 <= 0i) {
            break;
        }
        rep_count = (_e24 - 1i);
        let _e28 = r0_;
        let _e33 = select((_e28 * _e28), vec4<f32>(0f, 0f, 0f, 0f), ((_e28 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e28 == vec4<f32>(0f, 0f, 0f, 0f))));
        r1_ = _e33;
        let _e34 = vec4<f32>(0.5f, 1f, 0f, 0f).xxxx;
        let _e40 = (select((_e33 * _e34), vec4<f32>(0f, 0f, 0f, 0f), ((_e33 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e34 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e28);
        r0_ = _e40;
        let _e41 = vec4<f32>(0.5f, 1f, 0f, 0f).xxxx;
        r0_ = select((_e40 * _e41), vec4<f32>(0f, 0f, 0f, 0f), ((_e40 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e41 == vec4<f32>(0f, 0f, 0f, 0f))));
    }
    let _e47 = r0_;
    o0_ = _e47;
    return Output(_e47);
}
