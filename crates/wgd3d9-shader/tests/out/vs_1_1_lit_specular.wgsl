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
    let _e58 = consts.c[4];
    let _e63 = r0_;
    r0_ = select(_e63, vec4(dot(_e55.xyz, _e58.xyz)), vec4<bool>(true, false, false, false));
    let _e65 = v1_;
    let _e68 = consts.c[5];
    let _e73 = r0_;
    r0_ = select(_e73, vec4(dot(_e65.xyz, _e68.xyz)), vec4<bool>(false, true, false, false));
    let _e77 = consts.c[6];
    let _e79 = r0_;
    r0_ = select(_e79, _e77.xxxx, vec4<bool>(false, false, false, true));
    let _e81 = r0_;
    r1_ = vec4<f32>(1f, max(_e81.x, 0f), select(0f, pow(_e81.y, clamp(_e81.w, -128f, 128f)), ((_e81.x > 0f) && (_e81.y > 0f))), 1f);
    let _e97 = r1_;
    let _e101 = consts.c[7];
    r2_ = (_e97.yyyy * _e101);
    let _e103 = r2_;
    let _e106 = consts.c[8];
    o1_ = (_e103 + _e106);
    let _e108 = r1_;
    let _e112 = consts.c[9];
    o2_ = (_e108.zzzz * _e112);
    let _e114 = o1_;
    o1_ = saturate(_e114);
    let _e116 = o2_;
    o2_ = saturate(_e116);
    let _e118 = o0_;
    let _e121 = consts.c[256];
    let _e125 = o0_;
    o0_ = select(_e125, (_e118 + (_e121 * _e118.wwww)), vec4<bool>(true, true, true, false));
    let _e128 = o0_;
    let _e129 = o1_;
    let _e130 = o2_;
    return Output(_e128, _e129, _e130);
}
