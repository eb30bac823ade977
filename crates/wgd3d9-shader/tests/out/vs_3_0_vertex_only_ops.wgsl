struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
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
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
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
    let _e35 = v0_;
    let _e38 = consts.c[0];
    let _e41 = o0_;
    o0_ = select(_e41, vec4(dot(_e35, _e38)), vec4<bool>(true, false, false, false));
    let _e44 = v0_;
    let _e47 = consts.c[1];
    let _e50 = o0_;
    o0_ = select(_e50, vec4(dot(_e44, _e47)), vec4<bool>(false, true, false, false));
    let _e53 = v0_;
    let _e56 = consts.c[2];
    let _e59 = o0_;
    o0_ = select(_e59, vec4(dot(_e53, _e56)), vec4<bool>(false, false, true, false));
    let _e62 = v0_;
    let _e65 = consts.c[3];
    let _e68 = o0_;
    o0_ = select(_e68, vec4(dot(_e62, _e65)), vec4<bool>(false, false, false, true));
    let _e71 = v1_;
    let _e74 = consts.c[5];
    let _e79 = r0_;
    r0_ = select(_e79, vec4(dot(_e71.xyz, _e74.xyz)), vec4<bool>(true, false, false, false));
    let _e81 = v1_;
    let _e84 = consts.c[6];
    let _e89 = r0_;
    r0_ = select(_e89, vec4(dot(_e81.xyz, _e84.xyz)), vec4<bool>(false, true, false, false));
    let _e92 = r0_;
    r0_ = select(_e92, vec4<f32>(0f, 1f, 16f, 0.5f).zzzz, vec4<bool>(false, false, true, true));
    let _e95 = r0_;
    r1_ = vec4<f32>(1f, max(_e95.x, 0f), select(0f, pow(_e95.y, clamp(_e95.w, -128f, 128f)), ((_e95.x > 0f) && (_e95.y > 0f))), 1f);
    let _e111 = r1_;
    let _e115 = consts.c[7];
    o1_ = (_e111.yyyy * _e115);
    let _e117 = r1_;
    let _e121 = consts.c[8];
    o2_ = (_e117.zzzz * _e121);
    let _e123 = v2_;
    r2_ = _e123;
    let _e124 = r2_;
    let _e125 = _e124.xxxx;
    let _e126 = r2_;
    let _e127 = _e126.yyyy;
    r3_ = vec4<f32>(1f, (_e125.y * _e127.y), _e125.z, _e127.w);
    let _e135 = r2_;
    r4_ = vec4(exp2(_e135.zzzz.x));
    let _e140 = r2_;
    r5_ = vec4(log2(abs(_e140.wwww.x)));
    let _e146 = r2_;
    r6_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e146 >= vec4<f32>(0f, 1f, 16f, 0.5f).wwww));
    let _e152 = r2_;
    r7_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e152 < vec4<f32>(0f, 1f, 16f, 0.5f).wwww));
    let _e156 = r6_;
    let _e157 = r7_;
    r6_ = (_e156 + -(_e157));
    let _e160 = r4_;
    let _e162 = r6_;
    let _e163 = r3_;
    r3_ = ((_e160.zzzz * _e162) + _e163);
    let _e166 = r3_;
    let _e167 = r5_;
    o3_ = (_e166 + _e167.zzzz);
    let _e170 = o0_;
    let _e173 = consts.c[256];
    let _e177 = o0_;
    o0_ = select(_e177, (_e170 + (_e173 * _e170.wwww)), vec4<bool>(true, true, true, false));
    let _e180 = o0_;
    let _e181 = o1_;
    let _e182 = o2_;
    let _e183 = o3_;
    return Output(_e180, _e181, _e182, _e183);
}
