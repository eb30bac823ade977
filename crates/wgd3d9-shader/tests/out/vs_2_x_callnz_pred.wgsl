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
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e18 = v0_;
    let _e21 = consts.c[0];
    let _e24 = o0_;
    o0_ = select(_e24, vec4(dot(_e18, _e21)), vec4<bool>(true, false, false, false));
    let _e27 = v0_;
    let _e30 = consts.c[1];
    let _e33 = o0_;
    o0_ = select(_e33, vec4(dot(_e27, _e30)), vec4<bool>(false, true, false, false));
    let _e36 = v0_;
    let _e39 = consts.c[2];
    let _e42 = o0_;
    o0_ = select(_e42, vec4(dot(_e36, _e39)), vec4<bool>(false, false, true, false));
    let _e45 = v0_;
    let _e48 = consts.c[3];
    let _e51 = o0_;
    o0_ = select(_e51, vec4(dot(_e45, _e48)), vec4<bool>(false, false, false, true));
    let _e54 = v1_;
    r0_ = _e54;
    r1_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    let _e56 = r0_;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e56 > vec4<f32>(0f, 1f, 0f, 0f).xxxx));
    let _e62 = r2_;
    if (_e62.yyyy.x != 0f) {
        let _e67 = r1_;
        let _e70 = consts.c[5];
        r1_ = (_e67 + _e70);
    }
    let _e72 = r2_;
    if !((_e72.zzzz.x != 0f)) {
        let _e78 = r1_;
        let _e81 = consts.c[6];
        r1_ = (_e78 + _e81);
    }
    let _e83 = r1_;
    o1_ = _e83;
    let _e84 = o1_;
    o1_ = saturate(_e84);
    let _e86 = o0_;
    let _e89 = consts.c[256];
    let _e93 = o0_;
    o0_ = select(_e93, (_e86 + (_e89 * _e86.wwww)), vec4<bool>(true, true, true, false));
    let _e96 = o0_;
    let _e97 = o1_;
    return Output(_e96, _e97);
}
