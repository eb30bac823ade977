struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
    @location(1) out3_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    v4_ = in4_;
    let _e31 = v0_;
    let _e34 = consts.c[0];
    let _e37 = o0_;
    o0_ = select(_e37, vec4(dot(_e31, _e34)), vec4<bool>(true, false, false, false));
    let _e40 = v0_;
    let _e43 = consts.c[1];
    let _e46 = o0_;
    o0_ = select(_e46, vec4(dot(_e40, _e43)), vec4<bool>(false, true, false, false));
    let _e49 = v0_;
    let _e52 = consts.c[2];
    let _e55 = o0_;
    o0_ = select(_e55, vec4(dot(_e49, _e52)), vec4<bool>(false, false, true, false));
    let _e58 = v0_;
    let _e61 = consts.c[3];
    let _e64 = o0_;
    o0_ = select(_e64, vec4(dot(_e58, _e61)), vec4<bool>(false, false, false, true));
    let _e69 = consts.c[4];
    let _e70 = v0_;
    r0_ = (_e69 + -(_e70));
    let _e73 = r0_;
    let _e74 = r0_;
    let _e79 = r1_;
    r1_ = select(_e79, vec4(dot(_e73.xyz, _e74.xyz)), vec4<bool>(false, false, false, true));
    let _e81 = r1_;
    let _e87 = r1_;
    r1_ = select(_e87, vec4(inverseSqrt(abs(_e81.wwww.x))), vec4<bool>(false, false, false, true));
    let _e89 = r0_;
    let _e90 = r1_;
    r0_ = (_e89 * _e90.wwww);
    let _e93 = r0_;
    let _e94 = v2_;
    let _e99 = r2_;
    r2_ = select(_e99, vec4(dot(_e93.xyz, _e94.xyz)), vec4<bool>(true, false, false, false));
    let _e101 = r0_;
    let _e102 = v3_;
    let _e107 = r2_;
    r2_ = select(_e107, vec4(dot(_e101.xyz, _e102.xyz)), vec4<bool>(false, true, false, false));
    let _e109 = r0_;
    let _e110 = v1_;
    let _e115 = r2_;
    r2_ = select(_e115, vec4(dot(_e109.xyz, _e110.xyz)), vec4<bool>(false, false, true, false));
    let _e118 = r2_;
    r2_ = select(_e118, vec4<f32>(0.5f, 0.5f, 0.5f, 1f).wwww, vec4<bool>(false, false, false, true));
    let _e120 = r2_;
    o1_ = ((_e120 * vec4<f32>(0.5f, 0.5f, 0.5f, 1f)) + vec4<f32>(0.5f, 0.5f, 0.5f, 1f));
    let _e123 = v4_;
    let _e124 = o2_;
    o2_ = select(_e124, _e123, vec4<bool>(true, true, false, false));
    let _e127 = v4_;
    let _e128 = o3_;
    o3_ = select(_e128, _e127, vec4<bool>(true, true, false, false));
    let _e130 = o1_;
    o1_ = saturate(_e130);
    let _e132 = o0_;
    let _e135 = consts.c[256];
    let _e139 = o0_;
    o0_ = select(_e139, (_e132 + (_e135 * _e132.wwww)), vec4<bool>(true, true, true, false));
    let _e142 = o0_;
    let _e143 = o1_;
    let _e144 = o2_;
    let _e145 = o3_;
    return Output(_e142, _e143, _e144, _e145);
}
