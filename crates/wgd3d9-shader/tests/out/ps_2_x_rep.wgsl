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

    rep_count = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    r0_ = select(select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false)), vec4<f32>(0.5f, 1f, 0f, 0f).zzzz, vec4<bool>(false, false, true, true));
    loop {
        let _e19 = rep_count;
        if (_e19 <= 0i) {
            break;
        }
        rep_count = (_e19 - 1i);
        let _e23 = r0_;
        let _e28 = select((_e23 * _e23), vec4<f32>(0f, 0f, 0f, 0f), ((_e23 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e23 == vec4<f32>(0f, 0f, 0f, 0f))));
        let _e29 = vec4<f32>(0.5f, 1f, 0f, 0f).xxxx;
        let _e35 = (select((_e28 * _e29), vec4<f32>(0f, 0f, 0f, 0f), ((_e28 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e29 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e23);
        let _e36 = vec4<f32>(0.5f, 1f, 0f, 0f).xxxx;
        r1_ = _e28;
        r0_ = select((_e35 * _e36), vec4<f32>(0f, 0f, 0f, 0f), ((_e35 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e36 == vec4<f32>(0f, 0f, 0f, 0f))));
    }
    let _e43 = r0_;
    return Output(_e43);
}
