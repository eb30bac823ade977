struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e24 = v0_;
    let _e27 = consts.c[0];
    let _e30 = o0_;
    o0_ = select(_e30, vec4(dot(_e24, _e27)), vec4<bool>(true, false, false, false));
    let _e33 = v0_;
    let _e36 = consts.c[1];
    let _e39 = o0_;
    o0_ = select(_e39, vec4(dot(_e33, _e36)), vec4<bool>(false, true, false, false));
    let _e42 = v0_;
    let _e45 = consts.c[2];
    let _e48 = o0_;
    o0_ = select(_e48, vec4(dot(_e42, _e45)), vec4<bool>(false, false, true, false));
    let _e51 = v0_;
    let _e54 = consts.c[3];
    let _e57 = o0_;
    o0_ = select(_e57, vec4(dot(_e51, _e54)), vec4<bool>(false, false, false, true));
    let _e60 = v0_;
    let _e63 = consts.c[4];
    let _e66 = r0_;
    r0_ = select(_e66, vec4(dot(_e60, _e63)), vec4<bool>(true, false, false, false));
    let _e68 = v0_;
    let _e71 = consts.c[5];
    let _e74 = r0_;
    r0_ = select(_e74, vec4(dot(_e68, _e71)), vec4<bool>(false, true, false, false));
    let _e76 = v0_;
    let _e79 = consts.c[6];
    let _e82 = r0_;
    r0_ = select(_e82, vec4(dot(_e76, _e79)), vec4<bool>(false, false, true, false));
    let _e84 = v1_;
    let _e87 = consts.c[8];
    let _e92 = r1_;
    r1_ = select(_e92, vec4(dot(_e84.xyz, _e87.xyz)), vec4<bool>(true, false, false, false));
    let _e94 = v1_;
    let _e97 = consts.c[9];
    let _e102 = r1_;
    r1_ = select(_e102, vec4(dot(_e94.xyz, _e97.xyz)), vec4<bool>(false, true, false, false));
    let _e104 = v1_;
    let _e107 = consts.c[10];
    let _e112 = r1_;
    r1_ = select(_e112, vec4(dot(_e104.xyz, _e107.xyz)), vec4<bool>(false, false, true, false));
    let _e114 = r0_;
    let _e115 = r0_;
    let _e120 = r2_;
    r2_ = select(_e120, vec4(dot(_e114.xyz, _e115.xyz)), vec4<bool>(true, false, false, false));
    let _e122 = r2_;
    let _e128 = r2_;
    r2_ = select(_e128, vec4(inverseSqrt(abs(_e122.xxxx.x))), vec4<bool>(true, false, false, false));
    let _e130 = r0_;
    let _e131 = r2_;
    let _e134 = r0_;
    r0_ = select(_e134, (_e130 * _e131.xxxx), vec4<bool>(true, true, true, false));
    let _e137 = r0_;
    let _e138 = r1_;
    let _e143 = r3_;
    r3_ = select(_e143, vec4(dot(_e137.xyz, _e138.xyz)), vec4<bool>(true, false, false, false));
    let _e145 = r3_;
    let _e147 = r3_;
    let _e150 = r3_;
    r3_ = select(_e150, (_e145.xxxx + _e147.xxxx), vec4<bool>(true, false, false, false));
    let _e152 = r1_;
    let _e153 = r3_;
    let _e156 = r0_;
    let _e159 = r4_;
    r4_ = select(_e159, ((_e152 * -(_e153.xxxx)) + _e156), vec4<bool>(true, true, true, false));
    let _e161 = r4_;
    let _e165 = r4_;
    r4_ = select(_e165, (_e161.zzzz + vec4<f32>(0.5f, 1f, 2f, 0f).yyyy), vec4<bool>(false, false, true, false));
    let _e167 = r4_;
    let _e168 = r4_;
    let _e173 = r5_;
    r5_ = select(_e173, vec4(dot(_e167.xyz, _e168.xyz)), vec4<bool>(true, false, false, false));
    let _e175 = r5_;
    let _e181 = r5_;
    r5_ = select(_e181, vec4(inverseSqrt(abs(_e175.xxxx.x))), vec4<bool>(true, false, false, false));
    let _e183 = r5_;
    let _e187 = r5_;
    r5_ = select(_e187, (_e183.xxxx * vec4<f32>(0.5f, 1f, 2f, 0f).xxxx), vec4<bool>(true, false, false, false));
    let _e189 = r4_;
    let _e190 = r5_;
    let _e195 = o1_;
    o1_ = select(_e195, ((_e189 * _e190.xxxx) + vec4<f32>(0.5f, 1f, 2f, 0f).xxxx), vec4<bool>(true, true, false, false));
    let _e198 = o0_;
    let _e201 = consts.c[256];
    let _e205 = o0_;
    o0_ = select(_e205, (_e198 + (_e201 * _e198.wwww)), vec4<bool>(true, true, true, false));
    let _e207 = o0_;
    let _e208 = o1_;
    return Output(_e207, _e208);
}
