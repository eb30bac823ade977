struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e28 = v0_;
    let _e31 = consts.c[0];
    let _e34 = o0_;
    o0_ = select(_e34, vec4(dot(_e28, _e31)), vec4<bool>(true, false, false, false));
    let _e37 = v0_;
    let _e40 = consts.c[1];
    let _e43 = o0_;
    o0_ = select(_e43, vec4(dot(_e37, _e40)), vec4<bool>(false, true, false, false));
    let _e46 = v0_;
    let _e49 = consts.c[2];
    let _e52 = o0_;
    o0_ = select(_e52, vec4(dot(_e46, _e49)), vec4<bool>(false, false, true, false));
    let _e55 = v0_;
    let _e58 = consts.c[3];
    let _e61 = o0_;
    o0_ = select(_e61, vec4(dot(_e55, _e58)), vec4<bool>(false, false, false, true));
    let _e64 = v0_;
    let _e67 = consts.c[4];
    let _e70 = r0_;
    r0_ = select(_e70, vec4(dot(_e64, _e67)), vec4<bool>(true, false, false, false));
    let _e72 = v0_;
    let _e75 = consts.c[5];
    let _e78 = r0_;
    r0_ = select(_e78, vec4(dot(_e72, _e75)), vec4<bool>(false, true, false, false));
    let _e80 = v0_;
    let _e83 = consts.c[6];
    let _e86 = r0_;
    r0_ = select(_e86, vec4(dot(_e80, _e83)), vec4<bool>(false, false, true, false));
    let _e88 = v1_;
    let _e91 = consts.c[4];
    let _e96 = r1_;
    r1_ = select(_e96, vec4(dot(_e88.xyz, _e91.xyz)), vec4<bool>(true, false, false, false));
    let _e98 = v1_;
    let _e101 = consts.c[5];
    let _e106 = r1_;
    r1_ = select(_e106, vec4(dot(_e98.xyz, _e101.xyz)), vec4<bool>(false, true, false, false));
    let _e108 = v1_;
    let _e111 = consts.c[6];
    let _e116 = r1_;
    r1_ = select(_e116, vec4(dot(_e108.xyz, _e111.xyz)), vec4<bool>(false, false, true, false));
    let _e118 = r0_;
    let _e121 = consts.c[8];
    let _e124 = r2_;
    r2_ = select(_e124, (_e118 + -(_e121)), vec4<bool>(true, true, true, false));
    let _e127 = r2_;
    let _e134 = r3_;
    r3_ = select(_e134, (_e127 * vec4(inverseSqrt(dot(_e127.xyz, _e127.xyz)))), vec4<bool>(true, true, true, false));
    let _e136 = r1_;
    let _e143 = r4_;
    r4_ = select(_e143, (_e136 * vec4(inverseSqrt(dot(_e136.xyz, _e136.xyz)))), vec4<bool>(true, true, true, false));
    let _e145 = r3_;
    let _e146 = r4_;
    let _e151 = r5_;
    r5_ = select(_e151, vec4(dot(_e145.xyz, _e146.xyz)), vec4<bool>(true, false, false, false));
    let _e153 = r5_;
    let _e155 = r5_;
    let _e158 = r5_;
    r5_ = select(_e158, (_e153.xxxx + _e155.xxxx), vec4<bool>(true, false, false, false));
    let _e160 = r4_;
    let _e161 = r5_;
    let _e164 = r3_;
    let _e167 = o1_;
    o1_ = select(_e167, ((_e160 * -(_e161.xxxx)) + _e164), vec4<bool>(true, true, true, false));
    let _e169 = v2_;
    let _e170 = o2_;
    o2_ = select(_e170, _e169, vec4<bool>(true, true, false, false));
    let _e173 = o0_;
    let _e176 = consts.c[256];
    let _e180 = o0_;
    o0_ = select(_e180, (_e173 + (_e176 * _e173.wwww)), vec4<bool>(true, true, true, false));
    let _e182 = o0_;
    let _e183 = o1_;
    let _e184 = o2_;
    return Output(_e182, _e183, _e184);
}
