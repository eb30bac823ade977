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
    let _e47 = consts.c[5];
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e47.xyz)), vec4<bool>(true, false, false, false));
    r0_ = _e52;
    r1_ = vec4<f32>(0f, 0.5f, 1f, 0f).xxxx;
    if (_e52.xxxx.x > vec4<f32>(0f, 0.5f, 1f, 0f).xxxx.x) {
        let _e59 = r0_;
        let _e63 = consts.c[6];
        r1_ = (_e59.xxxx * _e63);
    }
    let _e65 = r0_;
    if (_e65.xxxx.x < vec4<f32>(0f, 0.5f, 1f, 0f).yyyy.x) {
        let _e71 = r1_;
        let _e74 = consts.c[7];
        r1_ = (_e71 + _e74);
    } else {
        let _e76 = r1_;
        let _e79 = consts.c[8];
        r1_ = (_e76 + _e79);
    }
    let _e81 = r1_;
    if (_e81.wwww.x >= vec4<f32>(0f, 0.5f, 1f, 0f).zzzz.x) {
        let _e88 = r1_;
        r1_ = select(_e88, vec4<f32>(0f, 0.5f, 1f, 0f).zzzz, vec4<bool>(false, false, false, true));
    }
    let _e90 = r1_;
    o1_ = _e90;
    let _e91 = saturate(_e90);
    o1_ = _e91;
    let _e92 = o0_;
    let _e95 = consts.c[256];
    let _e100 = select(_e92, (_e92 + (_e95 * _e92.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e100;
    return Output(_e100, _e91);
}
