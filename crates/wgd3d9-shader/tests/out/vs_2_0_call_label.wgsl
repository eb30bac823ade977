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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e19 = v0_;
    let _e22 = consts.c[0];
    let _e25 = o0_;
    o0_ = select(_e25, vec4(dot(_e19, _e22)), vec4<bool>(true, false, false, false));
    let _e28 = v0_;
    let _e31 = consts.c[1];
    let _e34 = o0_;
    o0_ = select(_e34, vec4(dot(_e28, _e31)), vec4<bool>(false, true, false, false));
    let _e37 = v0_;
    let _e40 = consts.c[2];
    let _e43 = o0_;
    o0_ = select(_e43, vec4(dot(_e37, _e40)), vec4<bool>(false, false, true, false));
    let _e46 = v0_;
    let _e49 = consts.c[3];
    let _e52 = o0_;
    o0_ = select(_e52, vec4(dot(_e46, _e49)), vec4<bool>(false, false, false, true));
    let _e55 = v1_;
    r0_ = _e55;
    let _e56 = r0_;
    let _e59 = consts.c[4];
    let _e64 = r1_;
    r1_ = select(_e64, vec4(dot(_e56.xyz, _e59.xyz)), vec4<bool>(true, false, false, false));
    let _e66 = r1_;
    let _e67 = _e66.xxxx;
    let _e70 = consts.c[5];
    let _e71 = _e70.xxxx;
    r1_ = select(_e71, _e67, (_e67 >= _e71));
    let _e74 = r1_;
    o1_ = _e74;
    let _e75 = r0_;
    let _e78 = consts.c[6];
    r2_ = (_e75 * _e78);
    let _e80 = r2_;
    let _e83 = consts.c[7];
    r2_ = (_e80 + _e83);
    let _e85 = r2_;
    o2_ = _e85;
    let _e86 = o1_;
    o1_ = saturate(_e86);
    let _e88 = o0_;
    let _e91 = consts.c[256];
    let _e95 = o0_;
    o0_ = select(_e95, (_e88 + (_e91 * _e88.wwww)), vec4<bool>(true, true, true, false));
    let _e98 = o0_;
    let _e99 = o1_;
    let _e100 = o2_;
    return Output(_e98, _e99, _e100);
}
