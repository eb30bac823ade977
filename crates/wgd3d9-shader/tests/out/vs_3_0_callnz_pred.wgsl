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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
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
    o1_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    o2_ = vec4<f32>(0f, 1f, 0f, 0f).yyyy;
    let _e56 = v1_;
    let _e59 = consts.c[5];
    let _e64 = r0_;
    r0_ = select(_e64, vec4(dot(_e56.xyz, _e59.xyz)), vec4<bool>(true, false, false, false));
    let _e66 = v1_;
    let _e69 = consts.c[6];
    let _e74 = r0_;
    r0_ = select(_e74, vec4(dot(_e66.xyz, _e69.xyz)), vec4<bool>(false, true, false, false));
    let _e76 = r0_;
    let _e82 = r1_;
    r1_ = select(_e82, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e76 > vec4<f32>(0f, 1f, 0f, 0f).xxxx)), vec4<bool>(true, true, false, false));
    let _e85 = r1_;
    if (_e85.xxxx.x != 0f) {
        let _e90 = r0_;
        let _e94 = consts.c[7];
        o1_ = (_e90.xxxx * _e94);
    }
    let _e96 = r1_;
    if !((_e96.yyyy.x != 0f)) {
        let _e102 = r0_;
        let _e107 = consts.c[8];
        o2_ = (-(_e102.yyyy) * _e107);
    }
    let _e109 = o0_;
    let _e112 = consts.c[256];
    let _e116 = o0_;
    o0_ = select(_e116, (_e109 + (_e112 * _e109.wwww)), vec4<bool>(true, true, true, false));
    let _e119 = o0_;
    let _e120 = o1_;
    let _e121 = o2_;
    return Output(_e119, _e120, _e121);
}
