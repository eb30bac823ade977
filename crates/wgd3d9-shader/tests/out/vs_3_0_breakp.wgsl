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
    r1_ = vec4<f32>(0f, 1f, 0.5f, 2f).xxxx;
    rep_count = clamp(vec4<i32>(12i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e55 = rep_count;
        if (_e55 <= 0i) {
            break;
        }
        rep_count = (_e55 - 1i);
        let _e59 = r0_;
        let _e63 = ((_e59 * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz);
        r0_ = _e63;
        let _e64 = r1_;
        let _e65 = (_e64 + _e63);
        r1_ = _e65;
        let _e69 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e65 > vec4<f32>(0f, 1f, 0.5f, 2f).wwww));
        r2_ = _e69;
        if (_e69.xxxx.x != 0f) {
            break;
        }
        if !((_e69.zzzz.x != 0f)) {
            break;
        }
    }
    let _e78 = r1_;
    o1_ = _e78;
    let _e79 = o0_;
    let _e82 = consts.c[256];
    let _e85 = consts.c[257];
    let _e91 = select(_e79, ((_e79 * _e85) + (_e82 * _e79.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e91;
    return Output(_e91, _e78);
}
