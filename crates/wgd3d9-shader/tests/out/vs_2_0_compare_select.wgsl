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
    let _e60 = v1_;
    r0_ = _e60;
    let _e61 = r0_;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e61 >= vec4<f32>(0.25f, 0.75f, 1f, 0f).xxxx));
    let _e67 = r0_;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e67 < vec4<f32>(0.25f, 0.75f, 1f, 0f).yyyy));
    let _e71 = r1_;
    let _e72 = r2_;
    r3_ = (_e71 * _e72);
    let _e75 = r3_;
    r4_ = (vec4<f32>(0.25f, 0.75f, 1f, 0f).zzzz + -(_e75));
    let _e78 = r0_;
    let _e79 = r3_;
    r5_ = (_e78 * _e79);
    let _e81 = r4_;
    let _e83 = r5_;
    o1_ = ((_e81 * vec4<f32>(0.25f, 0.75f, 1f, 0f).wwww) + _e83);
    let _e86 = o0_;
    let _e89 = consts.c[256];
    let _e93 = o0_;
    o0_ = select(_e93, (_e86 + (_e89 * _e86.wwww)), vec4<bool>(true, true, true, false));
    let _e96 = o0_;
    let _e97 = o1_;
    return Output(_e96, _e97);
}
