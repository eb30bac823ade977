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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e20 = v0_;
    let _e23 = consts.c[0];
    let _e26 = o0_;
    o0_ = select(_e26, vec4(dot(_e20, _e23)), vec4<bool>(true, false, false, false));
    let _e29 = v0_;
    let _e32 = consts.c[1];
    let _e35 = o0_;
    o0_ = select(_e35, vec4(dot(_e29, _e32)), vec4<bool>(false, true, false, false));
    let _e38 = v0_;
    let _e41 = consts.c[2];
    let _e44 = o0_;
    o0_ = select(_e44, vec4(dot(_e38, _e41)), vec4<bool>(false, false, true, false));
    let _e47 = v0_;
    let _e50 = consts.c[3];
    let _e53 = o0_;
    o0_ = select(_e53, vec4(dot(_e47, _e50)), vec4<bool>(false, false, false, true));
    let _e56 = v1_;
    r0_ = _e56;
    let _e58 = r1_;
    r1_ = select(_e58, vec4<f32>(0f, 0f, 0f, 0f).xxxx, vec4<bool>(true, true, false, false));
    let _e61 = r0_;
    let _e68 = r2_;
    r2_ = select(_e68, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e61.zzzz != vec4<f32>(0f, 0f, 0f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    let _e70 = r0_;
    let _e77 = r2_;
    let _e80 = r1_;
    let _e82 = r1_;
    r1_ = select(_e82, select(_e80, vec4<f32>(cos(_e70.xxxx.x), sin(_e70.xxxx.x), 0f, 0f), (_e77.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    let _e84 = r0_;
    let _e86 = r2_;
    let _e89 = r1_;
    let _e91 = r1_;
    r1_ = select(_e91, select(_e89, _e84.yxxx, (_e86.xxxx == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    let _e93 = r1_;
    let _e94 = o1_;
    o1_ = select(_e94, _e93, vec4<bool>(true, true, false, false));
    let _e96 = o0_;
    let _e99 = consts.c[256];
    let _e103 = o0_;
    o0_ = select(_e103, (_e96 + (_e99 * _e96.wwww)), vec4<bool>(true, true, true, false));
    let _e106 = o0_;
    let _e107 = o1_;
    return Output(_e106, _e107);
}
