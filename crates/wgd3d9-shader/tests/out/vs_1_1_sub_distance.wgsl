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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e19 = consts.c[0];
    let _e23 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e19)), vec4<bool>(true, false, false, false));
    o0_ = _e23;
    let _e26 = consts.c[1];
    let _e30 = select(_e23, vec4(dot(in0_, _e26)), vec4<bool>(false, true, false, false));
    o0_ = _e30;
    let _e33 = consts.c[2];
    let _e37 = select(_e30, vec4(dot(in0_, _e33)), vec4<bool>(false, false, true, false));
    o0_ = _e37;
    let _e40 = consts.c[3];
    let _e44 = select(_e37, vec4(dot(in0_, _e40)), vec4<bool>(false, false, false, true));
    o0_ = _e44;
    let _e47 = consts.c[4];
    let _e49 = (in0_ + -(_e47));
    r0_ = _e49;
    let _e54 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e49.xyz, _e49.xyz)), vec4<bool>(true, false, false, false));
    r1_ = _e54;
    let _e60 = select(_e54, vec4(inverseSqrt(abs(_e54.xxxx.x))), vec4<bool>(false, true, false, false));
    r1_ = _e60;
    let _e64 = select(_e60, (_e60.xxxx * _e60.yyyy), vec4<bool>(false, false, true, false));
    r1_ = _e64;
    let _e68 = select(_e64, (_e64.zzzz * vec4<f32>(0f, 1f, 0.02f, 0f).zzzz), vec4<bool>(false, false, true, false));
    r1_ = _e68;
    let _e73 = select(_e68, (vec4<f32>(0f, 1f, 0.02f, 0f).yyyy + -(_e68.zzzz)), vec4<bool>(false, false, false, true));
    r1_ = _e73;
    let _e74 = _e73.wwww;
    let _e75 = vec4<f32>(0f, 1f, 0.02f, 0f).xxxx;
    let _e78 = select(_e73, select(_e75, _e74, (_e74 >= _e75)), vec4<bool>(false, false, false, true));
    r1_ = _e78;
    let _e80 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    o1_ = _e80;
    let _e82 = select(_e80, _e78.wwww, vec4<bool>(false, false, false, true));
    o1_ = _e82;
    let _e83 = saturate(_e82);
    o1_ = _e83;
    let _e86 = consts.c[256];
    let _e90 = select(_e44, (_e44 + (_e86 * _e44.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e90;
    return Output(_e90, _e83);
}
