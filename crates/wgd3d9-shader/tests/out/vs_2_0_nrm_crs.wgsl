struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(2) out2_: vec4<f32>,
    @location(3) out3_: vec4<f32>,
    @location(0) out4_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var o4_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    let _e33 = v0_;
    let _e36 = consts.c[0];
    let _e39 = o0_;
    o0_ = select(_e39, vec4(dot(_e33, _e36)), vec4<bool>(true, false, false, false));
    let _e42 = v0_;
    let _e45 = consts.c[1];
    let _e48 = o0_;
    o0_ = select(_e48, vec4(dot(_e42, _e45)), vec4<bool>(false, true, false, false));
    let _e51 = v0_;
    let _e54 = consts.c[2];
    let _e57 = o0_;
    o0_ = select(_e57, vec4(dot(_e51, _e54)), vec4<bool>(false, false, true, false));
    let _e60 = v0_;
    let _e63 = consts.c[3];
    let _e66 = o0_;
    o0_ = select(_e66, vec4(dot(_e60, _e63)), vec4<bool>(false, false, false, true));
    let _e69 = v1_;
    r0_ = _e69;
    let _e70 = v2_;
    r1_ = _e70;
    let _e71 = r0_;
    let _e78 = r2_;
    r2_ = select(_e78, (_e71 * vec4(inverseSqrt(dot(_e71.xyz, _e71.xyz)))), vec4<bool>(true, true, true, false));
    let _e81 = r1_;
    let _e88 = r3_;
    r3_ = select(_e88, (_e81 * vec4(inverseSqrt(dot(_e81.xyz, _e81.xyz)))), vec4<bool>(true, true, true, false));
    let _e90 = r2_;
    let _e91 = r3_;
    let _e94 = cross(_e90.xyz, _e91.xyz);
    let _e100 = r4_;
    r4_ = select(_e100, vec4<f32>(_e94.x, _e94.y, _e94.z, 0f), vec4<bool>(true, true, true, false));
    let _e102 = r4_;
    let _e103 = v2_;
    let _e106 = r4_;
    r4_ = select(_e106, (_e102 * _e103.wwww), vec4<bool>(true, true, true, false));
    let _e108 = r3_;
    let _e109 = o1_;
    o1_ = select(_e109, _e108, vec4<bool>(true, true, true, false));
    let _e111 = r4_;
    let _e112 = o2_;
    o2_ = select(_e112, _e111, vec4<bool>(true, true, true, false));
    let _e114 = r2_;
    let _e115 = o3_;
    o3_ = select(_e115, _e114, vec4<bool>(true, true, true, false));
    let _e117 = v3_;
    let _e118 = o4_;
    o4_ = select(_e118, _e117, vec4<bool>(true, true, false, false));
    let _e121 = o0_;
    let _e124 = consts.c[256];
    let _e128 = o0_;
    o0_ = select(_e128, (_e121 + (_e124 * _e121.wwww)), vec4<bool>(true, true, true, false));
    let _e130 = o0_;
    let _e131 = o1_;
    let _e132 = o2_;
    let _e133 = o3_;
    let _e134 = o4_;
    return Output(_e130, _e131, _e132, _e133, _e134);
}
