struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var rep_count: i32;

    v0_ = in0_;
    v1_ = in1_;
    let _e18 = v0_;
    let _e21 = consts.c[0];
    let _e24 = o0_;
    o0_ = select(_e24, vec4(dot(_e18, _e21)), vec4<bool>(true, false, false, false));
    let _e27 = v0_;
    let _e30 = consts.c[1];
    let _e33 = o0_;
    o0_ = select(_e33, vec4(dot(_e27, _e30)), vec4<bool>(false, true, false, false));
    let _e36 = v0_;
    let _e39 = consts.c[2];
    let _e42 = o0_;
    o0_ = select(_e42, vec4(dot(_e36, _e39)), vec4<bool>(false, false, true, false));
    let _e45 = v0_;
    let _e48 = consts.c[3];
    let _e51 = o0_;
    o0_ = select(_e51, vec4(dot(_e45, _e48)), vec4<bool>(false, false, false, true));
    let _e54 = v1_;
    r0_ = _e54;
    r1_ = vec4<f32>(0f, 1f, 4f, 0.25f).xxxx;
    rep_count = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e66 = rep_count;
        if (_e66 <= 0i) {
            break;
        }
        rep_count = (_e66 - 1i);
        let _e71 = r1_;
        let _e72 = r0_;
        r1_ = (_e71 + _e72);
        let _e74 = r1_;
        let _e80 = r2_;
        r2_ = select(_e80, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e74 >= vec4<f32>(0f, 1f, 4f, 0.25f).zzzz)), vec4<bool>(true, true, false, false));
        let _e83 = r2_;
        if (_e83.xxxx.x != 0f) {
            break;
        }
        let _e88 = r2_;
        if !((_e88.yyyy.x != 0f)) {
            break;
        }
        let _e94 = r0_;
        r0_ = (_e94 * vec4<f32>(0f, 1f, 4f, 0.25f).wwww);
    }
    let _e97 = r1_;
    o1_ = _e97;
    let _e98 = o0_;
    let _e101 = consts.c[256];
    let _e105 = o0_;
    o0_ = select(_e105, (_e98 + (_e101 * _e98.wwww)), vec4<bool>(true, true, true, false));
    let _e108 = o0_;
    let _e109 = o1_;
    return Output(_e108, _e109);
}
