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
    let _e15 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    r0_ = _e15;
    r0_ = select(_e15, vec4<f32>(0f, 1f, 4f, 0.0625f).xxxx, vec4<bool>(false, false, true, true));
    r1_ = vec4<f32>(0f, 1f, 4f, 0.0625f).xxxx;
    rep_count = clamp(vec4<i32>(16i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e27 = rep_count;
        if (_e27 <= 0i) {
            break;
        }
        rep_count = (_e27 - 1i);
        let _e31 = r0_;
        let _e32 = _e31.xxxx;
        let _e33 = _e31.xxxx;
        let _e39 = r2_;
        let _e41 = select(_e39, select((_e32 * _e33), vec4<f32>(0f, 0f, 0f, 0f), ((_e32 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e33 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
        r2_ = _e41;
        let _e43 = -(_e31.yyyy);
        let _e44 = _e31.yyyy;
        let _e52 = select(_e41, (select((_e43 * _e44), vec4<f32>(0f, 0f, 0f, 0f), ((_e43 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e44 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e41.xxxx), vec4<bool>(true, false, false, false));
        r2_ = _e52;
        let _e53 = _e31.xxxx;
        let _e54 = _e31.yyyy;
        let _e61 = select(_e52, select((_e53 * _e54), vec4<f32>(0f, 0f, 0f, 0f), ((_e53 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e54 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, true, false, false));
        r2_ = _e61;
        let _e65 = select(_e61, (_e61.yyyy + _e61.yyyy), vec4<bool>(false, true, false, false));
        r2_ = _e65;
        let _e66 = v0_;
        let _e68 = select(_e31, (_e65 + _e66), vec4<bool>(true, true, false, false));
        r0_ = _e68;
        let _e69 = r1_;
        r1_ = select(_e69, (_e69.xxxx + vec4<f32>(0f, 1f, 4f, 0.0625f).wwww), vec4<bool>(true, false, false, false));
        let _e74 = _e68.xy;
        let _e75 = _e68.xy;
        let _e77 = vec4<f32>(0f, 0f, 0f, 0f).xy;
        let _e81 = select((_e74 * _e75), _e77, ((_e74 == _e77) | (_e75 == _e77)));
        let _e90 = select(_e65, vec4(((_e81.x + _e81.y) + vec4<f32>(0f, 1f, 4f, 0.0625f).xxxx.x)), vec4<bool>(false, false, true, false));
        r2_ = _e90;
        if (_e90.zzzz.x > vec4<f32>(0f, 1f, 4f, 0.0625f).zzzz.x) {
            break;
        }
    }
    let _e97 = r1_;
    let _e99 = select(_e97, vec4<f32>(0f, 1f, 4f, 0.0625f).yyyy, vec4<bool>(false, true, true, true));
    r1_ = _e99;
    o0_ = _e99;
    return Output(_e99);
}
