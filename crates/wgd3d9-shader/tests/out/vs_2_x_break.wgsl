struct Constants {
    c: array<vec4<f32>, 258>,
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
    let _e21 = consts.c[0];
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e21)), vec4<bool>(true, false, false, false));
    o0_ = _e25;
    let _e28 = consts.c[1];
    let _e32 = select(_e25, vec4(dot(in0_, _e28)), vec4<bool>(false, true, false, false));
    o0_ = _e32;
    let _e35 = consts.c[2];
    let _e39 = select(_e32, vec4(dot(in0_, _e35)), vec4<bool>(false, false, true, false));
    o0_ = _e39;
    let _e42 = consts.c[3];
    o0_ = select(_e39, vec4(dot(in0_, _e42)), vec4<bool>(false, false, false, true));
    r0_ = in1_;
    r1_ = vec4<f32>(0f, 0.5f, 0.9f, 1f).xxxx;
    rep_count = clamp(vec4<i32>(8i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e55 = rep_count;
        if (_e55 <= 0i) {
            break;
        }
        rep_count = (_e55 - 1i);
        let _e59 = r0_;
        let _e62 = consts.c[5];
        let _e64 = ((_e59 * _e59) + _e62);
        r0_ = _e64;
        let _e65 = r1_;
        r1_ = select(_e65, (_e65.xxxx + vec4<f32>(0f, 0.5f, 0.9f, 1f).wwww), vec4<bool>(true, false, false, false));
        let _e72 = r2_;
        let _e73 = select(_e72, vec4(dot(_e64, _e64)), vec4<bool>(true, false, false, false));
        r2_ = _e73;
        if (_e73.xxxx.x > vec4<f32>(0f, 0.5f, 0.9f, 1f).wwww.x) {
            break;
        }
    }
    let _e79 = r1_;
    let _e83 = consts.c[6];
    let _e84 = (_e79.xxxx * _e83);
    o1_ = _e84;
    let _e85 = o0_;
    let _e88 = consts.c[256];
    let _e91 = consts.c[257];
    let _e97 = select(_e85, ((_e85 * _e91) + (_e88 * _e85.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e97;
    return Output(_e97, _e84);
}
