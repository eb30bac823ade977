struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var rep_count: i32;

    v0_ = in0_;
    v1_ = in1_;
    let _e16 = v0_;
    let _e19 = consts.c[0];
    let _e22 = o0_;
    o0_ = select(_e22, vec4(dot(_e16, _e19)), vec4<bool>(true, false, false, false));
    let _e25 = v0_;
    let _e28 = consts.c[1];
    let _e31 = o0_;
    o0_ = select(_e31, vec4(dot(_e25, _e28)), vec4<bool>(false, true, false, false));
    let _e34 = v0_;
    let _e37 = consts.c[2];
    let _e40 = o0_;
    o0_ = select(_e40, vec4(dot(_e34, _e37)), vec4<bool>(false, false, true, false));
    let _e43 = v0_;
    let _e46 = consts.c[3];
    let _e49 = o0_;
    o0_ = select(_e49, vec4(dot(_e43, _e46)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 15f, 0f).xxxx;
    let _e53 = v1_;
    r1_ = _e53;
    rep_count = clamp(vec4<i32>(16i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e64 = rep_count;
        if (_e64 <= 0i) {
            break;
        }
        rep_count = (_e64 - 1i);
        let _e69 = r0_;
        let _e73 = r0_;
        r0_ = select(_e73, (_e69.xxxx + vec4<f32>(0f, 1f, 15f, 0f).yyyy), vec4<bool>(true, false, false, false));
        let _e75 = r0_;
        if (_e75.xxxx.x == vec4<f32>(0f, 1f, 15f, 0f).zzzz.x) {
            break;
        }
        let _e81 = r1_;
        let _e86 = r1_;
        r1_ = select(_e86, (_e81.yyyy + -(vec4<f32>(0f, 1f, 15f, 0f).yyyy)), vec4<bool>(false, true, false, false));
        let _e88 = r1_;
        if (_e88.zzzz.x != vec4<f32>(0f, 1f, 15f, 0f).xxxx.x) {
            break;
        }
    }
    let _e94 = r0_;
    let _e98 = consts.c[5];
    o1_ = (_e94.xxxx * _e98);
    let _e100 = o1_;
    o1_ = saturate(_e100);
    let _e102 = o0_;
    let _e105 = consts.c[256];
    let _e109 = o0_;
    o0_ = select(_e109, (_e102 + (_e105 * _e102.wwww)), vec4<bool>(true, true, true, false));
    let _e112 = o0_;
    let _e113 = o1_;
    return Output(_e112, _e113);
}
