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
    let _e14 = r0_;
    r0_ = select(_e14, _e13, vec4<bool>(true, true, false, false));
    let _e18 = r0_;
    r0_ = select(_e18, vec4<f32>(0f, 1f, 4f, 0.0625f).xxxx, vec4<bool>(false, false, true, true));
    r1_ = vec4<f32>(0f, 1f, 4f, 0.0625f).xxxx;
    rep_count = clamp(vec4<i32>(16i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e32 = rep_count;
        if (_e32 <= 0i) {
            break;
        }
        rep_count = (_e32 - 1i);
        let _e37 = r0_;
        let _e38 = _e37.xxxx;
        let _e39 = r0_;
        let _e40 = _e39.xxxx;
        let _e47 = r2_;
        r2_ = select(_e47, select((_e38 * _e40), vec4<f32>(0f, 0f, 0f, 0f), ((_e38 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e40 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
        let _e50 = r0_;
        let _e52 = -(_e50.yyyy);
        let _e53 = r0_;
        let _e54 = _e53.yyyy;
        let _e55 = r2_;
        let _e63 = r2_;
        r2_ = select(_e63, (select((_e52 * _e54), vec4<f32>(0f, 0f, 0f, 0f), ((_e52 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e54 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e55.xxxx), vec4<bool>(true, false, false, false));
        let _e65 = r0_;
        let _e66 = _e65.xxxx;
        let _e67 = r0_;
        let _e68 = _e67.yyyy;
        let _e74 = r2_;
        r2_ = select(_e74, select((_e66 * _e68), vec4<f32>(0f, 0f, 0f, 0f), ((_e66 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e68 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, true, false, false));
        let _e77 = r2_;
        let _e79 = r2_;
        let _e82 = r2_;
        r2_ = select(_e82, (_e77.yyyy + _e79.yyyy), vec4<bool>(false, true, false, false));
        let _e84 = r2_;
        let _e85 = v0_;
        let _e87 = r0_;
        r0_ = select(_e87, (_e84 + _e85), vec4<bool>(true, true, false, false));
        let _e89 = r1_;
        let _e93 = r1_;
        r1_ = select(_e93, (_e89.xxxx + vec4<f32>(0f, 1f, 4f, 0.0625f).wwww), vec4<bool>(true, false, false, false));
        let _e95 = r0_;
        let _e96 = r0_;
        let _e97 = _e95.xy;
        let _e98 = _e96.xy;
        let _e100 = vec4<f32>(0f, 0f, 0f, 0f).xy;
        let _e104 = select((_e97 * _e98), _e100, ((_e97 == _e100) | (_e98 == _e100)));
        let _e112 = r2_;
        r2_ = select(_e112, vec4(((_e104.x + _e104.y) + vec4<f32>(0f, 1f, 4f, 0.0625f).xxxx.x)), vec4<bool>(false, false, true, false));
        let _e115 = r2_;
        if (_e115.zzzz.x > vec4<f32>(0f, 1f, 4f, 0.0625f).zzzz.x) {
            break;
        }
    }
    let _e122 = r1_;
    r1_ = select(_e122, vec4<f32>(0f, 1f, 4f, 0.0625f).yyyy, vec4<bool>(false, true, true, true));
    let _e125 = r1_;
    o0_ = _e125;
    let _e126 = o0_;
    return Output(_e126);
}
