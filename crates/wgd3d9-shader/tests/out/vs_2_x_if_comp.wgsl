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
    let _e48 = consts.c[5];
    let _e53 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e48.xyz)), vec4<bool>(true, false, false, false));
    r0_ = _e53;
    r1_ = vec4<f32>(0f, 0.5f, 1f, 0f).xxxx;
    if (_e53.xxxx.x > vec4<f32>(0f, 0.5f, 1f, 0f).xxxx.x) {
        let _e60 = r0_;
        let _e64 = consts.c[6];
        r1_ = (_e60.xxxx * _e64);
    }
    let _e66 = r0_;
    if (_e66.xxxx.x < vec4<f32>(0f, 0.5f, 1f, 0f).yyyy.x) {
        let _e72 = r1_;
        let _e75 = consts.c[7];
        r1_ = (_e72 + _e75);
    } else {
        let _e77 = r1_;
        let _e80 = consts.c[8];
        r1_ = (_e77 + _e80);
    }
    let _e82 = r1_;
    if (_e82.wwww.x >= vec4<f32>(0f, 0.5f, 1f, 0f).zzzz.x) {
        let _e89 = r1_;
        r1_ = select(_e89, vec4<f32>(0f, 0.5f, 1f, 0f).zzzz, vec4<bool>(false, false, false, true));
    }
    let _e91 = r1_;
    o1_ = _e91;
    let _e92 = saturate(_e91);
    o1_ = _e92;
    let _e93 = o0_;
    let _e96 = consts.c[256];
    let _e99 = consts.c[257];
    let _e105 = select(_e93, ((_e93 * _e99) + (_e96 * _e93.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e105;
    return Output(_e105, _e92);
}
