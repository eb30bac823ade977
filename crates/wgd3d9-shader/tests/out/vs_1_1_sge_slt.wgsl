struct Constants {
    c: array<vec4<f32>, 258>,
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
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e22 = consts.c[0];
    let _e26 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e22)), vec4<bool>(true, false, false, false));
    o0_ = _e26;
    let _e29 = consts.c[1];
    let _e33 = select(_e26, vec4(dot(in0_, _e29)), vec4<bool>(false, true, false, false));
    o0_ = _e33;
    let _e36 = consts.c[2];
    let _e40 = select(_e33, vec4(dot(in0_, _e36)), vec4<bool>(false, false, true, false));
    o0_ = _e40;
    let _e43 = consts.c[3];
    let _e47 = select(_e40, vec4(dot(in0_, _e43)), vec4<bool>(false, false, false, true));
    o0_ = _e47;
    let _e50 = consts.c[5];
    let _e55 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e50.xyz)), vec4<bool>(true, false, false, false));
    r0_ = _e55;
    let _e61 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e55.xxxx >= vec4<f32>(0f, 1f, 0.5f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    r1_ = _e61;
    let _e66 = select(_e61, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e55.xxxx < vec4<f32>(0f, 1f, 0.5f, 0f).xxxx)), vec4<bool>(false, true, false, false));
    r1_ = _e66;
    let _e70 = consts.c[6];
    let _e71 = (_e66.xxxx * _e70);
    r2_ = _e71;
    let _e75 = consts.c[7];
    let _e77 = ((_e66.yyyy * _e75) + _e71);
    o1_ = _e77;
    let _e78 = saturate(_e77);
    o1_ = _e78;
    let _e81 = consts.c[256];
    let _e84 = consts.c[257];
    let _e90 = select(_e47, ((_e47 * _e84) + (_e81 * _e47.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e90;
    return Output(_e90, _e78);
}
