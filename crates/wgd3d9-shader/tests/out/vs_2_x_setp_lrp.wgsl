struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
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
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e23 = v0_;
    let _e26 = consts.c[0];
    let _e29 = o0_;
    o0_ = select(_e29, vec4(dot(_e23, _e26)), vec4<bool>(true, false, false, false));
    let _e32 = v0_;
    let _e35 = consts.c[1];
    let _e38 = o0_;
    o0_ = select(_e38, vec4(dot(_e32, _e35)), vec4<bool>(false, true, false, false));
    let _e41 = v0_;
    let _e44 = consts.c[2];
    let _e47 = o0_;
    o0_ = select(_e47, vec4(dot(_e41, _e44)), vec4<bool>(false, false, true, false));
    let _e50 = v0_;
    let _e53 = consts.c[3];
    let _e56 = o0_;
    o0_ = select(_e56, vec4(dot(_e50, _e53)), vec4<bool>(false, false, false, true));
    let _e59 = v1_;
    r0_ = _e59;
    let _e60 = v2_;
    r1_ = _e60;
    let _e61 = r0_;
    let _e68 = r3_;
    r3_ = select(_e68, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e61.wwww >= vec4<f32>(0.5f, 0f, 0f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    let _e70 = r1_;
    r2_ = _e70;
    let _e73 = consts.c[5];
    let _e75 = r0_;
    let _e76 = r1_;
    let _e78 = r3_;
    let _e81 = r2_;
    r2_ = select(_e81, mix(_e76, _e75, _e73.xxxx), (_e78.xxxx != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e83 = r2_;
    o1_ = _e83;
    let _e84 = o1_;
    o1_ = saturate(_e84);
    let _e86 = o0_;
    let _e89 = consts.c[256];
    let _e93 = o0_;
    o0_ = select(_e93, (_e86 + (_e89 * _e86.wwww)), vec4<bool>(true, true, true, false));
    let _e96 = o0_;
    let _e97 = o1_;
    return Output(_e96, _e97);
}
