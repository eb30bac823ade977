struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e21 = v0_;
    let _e24 = consts.c[0];
    let _e27 = o0_;
    o0_ = select(_e27, vec4(dot(_e21, _e24)), vec4<bool>(true, false, false, false));
    let _e30 = v0_;
    let _e33 = consts.c[1];
    let _e36 = o0_;
    o0_ = select(_e36, vec4(dot(_e30, _e33)), vec4<bool>(false, true, false, false));
    let _e39 = v0_;
    let _e42 = consts.c[2];
    let _e45 = o0_;
    o0_ = select(_e45, vec4(dot(_e39, _e42)), vec4<bool>(false, false, true, false));
    let _e48 = v0_;
    let _e51 = consts.c[3];
    let _e54 = o0_;
    o0_ = select(_e54, vec4(dot(_e48, _e51)), vec4<bool>(false, false, false, true));
    let _e57 = v1_;
    r0_ = _e57;
    let _e58 = r0_;
    let _e61 = consts.c[4];
    let _e67 = r1_;
    r1_ = select(_e67, saturate(vec4(dot(_e58.xyz, _e61.xyz))), vec4<bool>(true, false, false, false));
    let _e69 = r0_;
    let _e72 = consts.c[5];
    let _e77 = r1_;
    r1_ = select(_e77, vec4(dot(_e69.xyz, _e72.xyz)), vec4<bool>(false, true, false, false));
    let _e79 = r0_;
    let _e80 = r1_;
    r1_ = select(_e80, _e79, vec4<bool>(false, false, true, true));
    let _e83 = r1_;
    r2_ = abs(_e83);
    let _e85 = r0_;
    let _e90 = consts.c[6];
    r3_ = (-(abs(_e85)) + _e90);
    let _e92 = r1_;
    let _e96 = consts.c[7];
    o1_ = saturate((_e92.xxxx * _e96));
    let _e99 = r2_;
    let _e101 = r3_;
    let _e102 = r2_;
    o2_ = saturate(((_e99.yyyy * _e101) + -(abs(_e102))));
    let _e108 = o0_;
    let _e111 = consts.c[256];
    let _e115 = o0_;
    o0_ = select(_e115, (_e108 + (_e111 * _e108.wwww)), vec4<bool>(true, true, true, false));
    let _e118 = o0_;
    let _e119 = o1_;
    let _e120 = o2_;
    return Output(_e118, _e119, _e120);
}
