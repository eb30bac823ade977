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
    r0_ = in1_;
    rep_count = clamp(vec4<i32>(3i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e52 = rep_count;
        if (_e52 <= 0i) {
            break;
        }
        rep_count = (_e52 - 1i);
        let _e56 = r0_;
        let _e57 = (_e56 * _e56);
        r1_ = _e57;
        let _e60 = ((_e57 * vec4<f32>(0.5f, 0.25f, 0f, 1f).yyyy) + _e56);
        r0_ = _e60;
        r0_ = (_e60 * vec4<f32>(0.5f, 0.25f, 0f, 1f).xxxx);
    }
    let _e63 = r0_;
    o1_ = _e63;
    let _e64 = o0_;
    let _e67 = consts.c[256];
    let _e70 = consts.c[257];
    let _e76 = select(_e64, ((_e64 * _e70) + (_e67 * _e64.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e76;
    return Output(_e76, _e63);
}
