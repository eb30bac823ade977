struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
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
    if true {
        let _e55 = v1_;
        let _e58 = consts.c[4];
        let _e63 = r0_;
        r0_ = select(_e63, vec4(dot(_e55.xyz, _e58.xyz)), vec4<bool>(true, false, false, false));
        let _e65 = r0_;
        let _e66 = _e65.xxxx;
        let _e69 = consts.c[5];
        let _e70 = _e69.xxxx;
        let _e73 = r0_;
        r0_ = select(_e73, select(_e70, _e66, (_e66 >= _e70)), vec4<bool>(true, false, false, false));
        let _e75 = r0_;
        let _e79 = consts.c[6];
        o1_ = (_e75.xxxx * _e79);
    } else {
        let _e83 = consts.c[7];
        o1_ = _e83;
    }
    if false {
        let _e85 = v2_;
        let _e88 = consts.c[8];
        let _e90 = o2_;
        o2_ = select(_e90, (_e85 * _e88), vec4<bool>(true, true, false, false));
    } else {
        let _e93 = v2_;
        let _e94 = o2_;
        o2_ = select(_e94, _e93, vec4<bool>(true, true, false, false));
    }
    let _e96 = o1_;
    o1_ = saturate(_e96);
    let _e98 = o0_;
    let _e101 = consts.c[256];
    let _e105 = o0_;
    o0_ = select(_e105, (_e98 + (_e101 * _e98.wwww)), vec4<bool>(true, true, true, false));
    let _e108 = o0_;
    let _e109 = o1_;
    let _e110 = o2_;
    return Output(_e108, _e109, _e110);
}
