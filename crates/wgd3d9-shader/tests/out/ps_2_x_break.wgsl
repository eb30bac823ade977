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

    rep_count = clamp(vec4<i32>(16i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    r0_ = select(select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false)), vec4<f32>(0f, 1f, 4f, 0.0625f).xxxx, vec4<bool>(false, false, true, true));
    r1_ = vec4<f32>(0f, 1f, 4f, 0.0625f).xxxx;
    loop {
        let _e21 = rep_count;
        if (_e21 <= 0i) {
            break;
        }
        rep_count = (_e21 - 1i);
        let _e25 = r0_;
        let _e26 = _e25.xxxx;
        let _e27 = _e25.xxxx;
        let _e34 = r2_;
        let _e36 = select(_e34, select((_e26 * _e27), vec4<f32>(0f, 0f, 0f, 0f), ((_e26 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e27 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
        let _e38 = -(_e25.yyyy);
        let _e39 = _e25.yyyy;
        let _e48 = _e25.xxxx;
        let _e49 = _e25.yyyy;
        let _e56 = select(select(_e36, (select((_e38 * _e39), vec4<f32>(0f, 0f, 0f, 0f), ((_e38 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e39 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e36.xxxx), vec4<bool>(true, false, false, false)), select((_e48 * _e49), vec4<f32>(0f, 0f, 0f, 0f), ((_e48 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e49 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, true, false, false));
        let _e60 = select(_e56, (_e56.yyyy + _e56.yyyy), vec4<bool>(false, true, false, false));
        let _e61 = v0_;
        let _e63 = select(_e25, (_e60 + _e61), vec4<bool>(true, true, false, false));
        let _e64 = r1_;
        let _e69 = _e63.xy;
        let _e70 = _e63.xy;
        let _e72 = vec4<f32>(0f, 0f, 0f, 0f).xy;
        let _e76 = select((_e69 * _e70), _e72, ((_e69 == _e72) | (_e70 == _e72)));
        let _e85 = select(_e60, vec4(((_e76.x + _e76.y) + vec4<f32>(0f, 1f, 4f, 0.0625f).xxxx.x)), vec4<bool>(false, false, true, false));
        r2_ = _e85;
        r0_ = _e63;
        r1_ = select(_e64, (_e64.xxxx + vec4<f32>(0f, 1f, 4f, 0.0625f).wwww), vec4<bool>(true, false, false, false));
        if (_e85.zzzz.x > vec4<f32>(0f, 1f, 4f, 0.0625f).zzzz.x) {
            break;
        }
    }
    let _e92 = r1_;
    return Output(select(_e92, vec4<f32>(0f, 1f, 4f, 0.0625f).yyyy, vec4<bool>(false, true, true, true)));
}
