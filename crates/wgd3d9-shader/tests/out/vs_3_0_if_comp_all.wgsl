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
    r1_ = vec4<f32>(0f, 0.25f, 0.5f, 1f).xxxx;
    if (in1_.xxxx.x > vec4<f32>(0f, 0.25f, 0.5f, 1f).zzzz.x) {
        let _e51 = r1_;
        r1_ = select(_e51, (_e51.xxxx + vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww), vec4<bool>(true, false, false, false));
    }
    let _e56 = r0_;
    if (_e56.xxxx.x < vec4<f32>(0f, 0.25f, 0.5f, 1f).yyyy.x) {
        let _e62 = r1_;
        r1_ = select(_e62, (_e62.yyyy + vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww), vec4<bool>(false, true, false, false));
    }
    let _e67 = r0_;
    if (_e67.yyyy.x >= vec4<f32>(0f, 0.25f, 0.5f, 1f).zzzz.x) {
        let _e73 = r1_;
        r1_ = select(_e73, (_e73.zzzz + vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww), vec4<bool>(false, false, true, false));
    }
    let _e78 = r0_;
    if (_e78.yyyy.x <= vec4<f32>(0f, 0.25f, 0.5f, 1f).yyyy.x) {
        let _e84 = r1_;
        r1_ = select(_e84, (_e84.wwww + vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww), vec4<bool>(false, false, false, true));
    }
    let _e89 = r0_;
    if (_e89.zzzz.x == vec4<f32>(0f, 0.25f, 0.5f, 1f).xxxx.x) {
        let _e95 = r1_;
        r1_ = (_e95 * vec4<f32>(0f, 0.25f, 0.5f, 1f).zzzz);
    }
    let _e98 = r0_;
    if (_e98.wwww.x != vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww.x) {
        let _e104 = r1_;
        r1_ = (_e104 + vec4<f32>(0f, 0.25f, 0.5f, 1f).yyyy);
    }
    let _e107 = r1_;
    o1_ = _e107;
    let _e108 = o0_;
    let _e111 = consts.c[256];
    let _e114 = consts.c[257];
    let _e120 = select(_e108, ((_e108 * _e114) + (_e111 * _e108.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e120;
    return Output(_e120, _e107);
}
