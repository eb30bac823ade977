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
    let _e19 = consts.c[0];
    let _e23 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e19)), vec4<bool>(true, false, false, false));
    o0_ = _e23;
    let _e26 = consts.c[1];
    let _e30 = select(_e23, vec4(dot(in0_, _e26)), vec4<bool>(false, true, false, false));
    o0_ = _e30;
    let _e33 = consts.c[2];
    let _e37 = select(_e30, vec4(dot(in0_, _e33)), vec4<bool>(false, false, true, false));
    o0_ = _e37;
    let _e40 = consts.c[3];
    o0_ = select(_e37, vec4(dot(in0_, _e40)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 15f, 0f).xxxx;
    r1_ = in1_;
    rep_count = clamp(vec4<i32>(16i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e53 = rep_count;
        if (_e53 <= 0i) {
            break;
        }
        rep_count = (_e53 - 1i);
        let _e57 = r0_;
        let _e61 = select(_e57, (_e57.xxxx + vec4<f32>(0f, 1f, 15f, 0f).yyyy), vec4<bool>(true, false, false, false));
        r0_ = _e61;
        if (_e61.xxxx.x == vec4<f32>(0f, 1f, 15f, 0f).zzzz.x) {
            break;
        }
        let _e67 = r1_;
        let _e72 = select(_e67, (_e67.yyyy + -(vec4<f32>(0f, 1f, 15f, 0f).yyyy)), vec4<bool>(false, true, false, false));
        r1_ = _e72;
        if (_e72.zzzz.x != vec4<f32>(0f, 1f, 15f, 0f).xxxx.x) {
            break;
        }
    }
    let _e78 = r0_;
    let _e82 = consts.c[5];
    let _e83 = (_e78.xxxx * _e82);
    o1_ = _e83;
    let _e84 = saturate(_e83);
    o1_ = _e84;
    let _e85 = o0_;
    let _e88 = consts.c[256];
    let _e93 = select(_e85, (_e85 + (_e88 * _e85.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e93;
    return Output(_e93, _e84);
}
