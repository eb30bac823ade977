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
    let _e52 = v1_;
    let _e55 = consts.c[5];
    let _e60 = r0_;
    r0_ = select(_e60, vec4(dot(_e52.xyz, _e55.xyz)), vec4<bool>(true, false, false, false));
    r1_ = vec4<f32>(0f, 0.5f, 1f, 0f).xxxx;
    let _e63 = r0_;
    if (_e63.xxxx.x > vec4<f32>(0f, 0.5f, 1f, 0f).xxxx.x) {
        let _e69 = r0_;
        let _e73 = consts.c[6];
        r1_ = (_e69.xxxx * _e73);
    }
    let _e75 = r0_;
    if (_e75.xxxx.x < vec4<f32>(0f, 0.5f, 1f, 0f).yyyy.x) {
        let _e81 = r1_;
        let _e84 = consts.c[7];
        r1_ = (_e81 + _e84);
    } else {
        let _e86 = r1_;
        let _e89 = consts.c[8];
        r1_ = (_e86 + _e89);
    }
    let _e91 = r1_;
    if (_e91.wwww.x >= vec4<f32>(0f, 0.5f, 1f, 0f).zzzz.x) {
        let _e98 = r1_;
        r1_ = select(_e98, vec4<f32>(0f, 0.5f, 1f, 0f).zzzz, vec4<bool>(false, false, false, true));
    }
    let _e100 = r1_;
    o1_ = _e100;
    let _e101 = o1_;
    o1_ = saturate(_e101);
    let _e103 = o0_;
    let _e106 = consts.c[256];
    let _e110 = o0_;
    o0_ = select(_e110, (_e103 + (_e106 * _e103.wwww)), vec4<bool>(true, true, true, false));
    let _e113 = o0_;
    let _e114 = o1_;
    return Output(_e113, _e114);
}
