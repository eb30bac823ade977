struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e26 = v0_;
    let _e29 = consts.c[0];
    let _e32 = o0_;
    o0_ = select(_e32, vec4(dot(_e26, _e29)), vec4<bool>(true, false, false, false));
    let _e35 = v0_;
    let _e38 = consts.c[1];
    let _e41 = o0_;
    o0_ = select(_e41, vec4(dot(_e35, _e38)), vec4<bool>(false, true, false, false));
    let _e44 = v0_;
    let _e47 = consts.c[2];
    let _e50 = o0_;
    o0_ = select(_e50, vec4(dot(_e44, _e47)), vec4<bool>(false, false, true, false));
    let _e53 = v0_;
    let _e56 = consts.c[3];
    let _e59 = o0_;
    o0_ = select(_e59, vec4(dot(_e53, _e56)), vec4<bool>(false, false, false, true));
    let _e62 = v2_;
    let _e65 = consts.c[4];
    let _e70 = r0_;
    r0_ = select(_e70, vec4(dot(_e62.xyz, _e65.xyz)), vec4<bool>(true, false, false, false));
    let _e72 = v2_;
    let _e75 = consts.c[5];
    let _e80 = r0_;
    r0_ = select(_e80, vec4(dot(_e72.xyz, _e75.xyz)), vec4<bool>(false, true, false, false));
    let _e82 = r0_;
    let _e83 = o1_;
    o1_ = select(_e83, _e82, vec4<bool>(true, true, false, false));
    let _e86 = v1_;
    let _e89 = consts.c[6];
    let _e94 = r1_;
    r1_ = select(_e94, vec4(dot(_e86.xyz, _e89.xyz)), vec4<bool>(true, false, false, false));
    let _e96 = v1_;
    let _e99 = consts.c[7];
    let _e104 = r1_;
    r1_ = select(_e104, vec4(dot(_e96.xyz, _e99.xyz)), vec4<bool>(false, true, false, false));
    let _e106 = v1_;
    let _e109 = consts.c[8];
    let _e114 = r1_;
    r1_ = select(_e114, vec4(dot(_e106.xyz, _e109.xyz)), vec4<bool>(false, false, true, false));
    let _e116 = v1_;
    let _e119 = consts.c[9];
    let _e124 = r1_;
    r1_ = select(_e124, vec4(dot(_e116.xyz, _e119.xyz)), vec4<bool>(false, false, false, true));
    let _e126 = r1_;
    o2_ = _e126;
    let _e127 = v2_;
    let _e133 = r2_;
    r2_ = select(_e133, vec4(log2(abs(_e127.xxxx.x))), vec4<bool>(true, false, false, false));
    let _e135 = v2_;
    let _e141 = r2_;
    r2_ = select(_e141, vec4(log2(abs(_e135.yyyy.x))), vec4<bool>(false, true, false, false));
    let _e143 = r2_;
    let _e146 = consts.c[10];
    let _e149 = r2_;
    r2_ = select(_e149, (_e143 * _e146.xxxx), vec4<bool>(true, true, false, false));
    let _e151 = r2_;
    let _e156 = r3_;
    r3_ = select(_e156, vec4(exp2(_e151.xxxx.x)), vec4<bool>(true, false, false, false));
    let _e158 = r2_;
    let _e163 = r3_;
    r3_ = select(_e163, vec4(exp2(_e158.yyyy.x)), vec4<bool>(false, true, false, false));
    let _e165 = r3_;
    let _e166 = o3_;
    o3_ = select(_e166, _e165, vec4<bool>(true, true, false, false));
    let _e168 = o0_;
    let _e171 = consts.c[256];
    let _e175 = o0_;
    o0_ = select(_e175, (_e168 + (_e171 * _e168.wwww)), vec4<bool>(true, true, true, false));
    let _e178 = o0_;
    let _e179 = o1_;
    let _e180 = o2_;
    let _e181 = o3_;
    return Output(_e178, _e179, _e180, _e181);
}
