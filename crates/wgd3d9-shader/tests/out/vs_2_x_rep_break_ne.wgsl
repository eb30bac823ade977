struct Constants {
    c: array<vec4<f32>, 258>,
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
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e20 = consts.c[0];
    let _e24 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e20)), vec4<bool>(true, false, false, false));
    o0_ = _e24;
    let _e27 = consts.c[1];
    let _e31 = select(_e24, vec4(dot(in0_, _e27)), vec4<bool>(false, true, false, false));
    o0_ = _e31;
    let _e34 = consts.c[2];
    let _e38 = select(_e31, vec4(dot(in0_, _e34)), vec4<bool>(false, false, true, false));
    o0_ = _e38;
    let _e41 = consts.c[3];
    o0_ = select(_e38, vec4(dot(in0_, _e41)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 15f, 0f).xxxx;
    r1_ = in1_;
    rep_count = clamp(vec4<i32>(16i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e54 = rep_count;
        if (_e54 <= 0i) {
            break;
        }
        rep_count = (_e54 - 1i);
        let _e58 = r0_;
        let _e62 = select(_e58, (_e58.xxxx + vec4<f32>(0f, 1f, 15f, 0f).yyyy), vec4<bool>(true, false, false, false));
        r0_ = _e62;
        if (_e62.xxxx.x == vec4<f32>(0f, 1f, 15f, 0f).zzzz.x) {
            break;
        }
        let _e68 = r1_;
        let _e73 = select(_e68, (_e68.yyyy + -(vec4<f32>(0f, 1f, 15f, 0f).yyyy)), vec4<bool>(false, true, false, false));
        r1_ = _e73;
        if (_e73.zzzz.x != vec4<f32>(0f, 1f, 15f, 0f).xxxx.x) {
            break;
        }
    }
    let _e79 = r0_;
    let _e83 = consts.c[5];
    let _e84 = (_e79.xxxx * _e83);
    o1_ = _e84;
    let _e85 = saturate(_e84);
    o1_ = _e85;
    let _e86 = o0_;
    let _e89 = consts.c[256];
    let _e92 = consts.c[257];
    let _e98 = select(_e86, ((_e86 * _e92) + (_e89 * _e86.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e98;
    return Output(_e98, _e85);
}
