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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var rep_count: i32;

    v0_ = in0_;
    let _e11 = v0_;
    let _e12 = r0_;
    r0_ = select(_e12, _e11, vec4<bool>(true, true, false, false));
    let _e16 = r0_;
    r0_ = select(_e16, vec4<f32>(0.5f, 1f, 0f, 0f).zzzz, vec4<bool>(false, false, true, true));
    rep_count = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e29 = rep_count;
        if (_e29 <= 0i) {
            break;
        }
        rep_count = (_e29 - 1i);
        let _e34 = r0_;
        let _e35 = r0_;
        r1_ = select((_e34 * _e35), vec4<f32>(0f, 0f, 0f, 0f), ((_e34 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e35 == vec4<f32>(0f, 0f, 0f, 0f))));
        let _e42 = r1_;
        let _e43 = vec4<f32>(0.5f, 1f, 0f, 0f).xxxx;
        let _e44 = r0_;
        r0_ = (select((_e42 * _e43), vec4<f32>(0f, 0f, 0f, 0f), ((_e42 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e43 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e44);
        let _e51 = r0_;
        let _e52 = vec4<f32>(0.5f, 1f, 0f, 0f).xxxx;
        r0_ = select((_e51 * _e52), vec4<f32>(0f, 0f, 0f, 0f), ((_e51 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e52 == vec4<f32>(0f, 0f, 0f, 0f))));
    }
    let _e58 = r0_;
    o0_ = _e58;
    let _e59 = o0_;
    return Output(_e59);
}
