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
    let _e58 = consts.c[6];
    let _e63 = select(_e55, vec4(dot(in1_.xyz, _e58.xyz)), vec4<bool>(false, true, false, false));
    r0_ = _e63;
    let _e66 = select(_e63, vec4<f32>(0f, 1f, 0.5f, 0f).xxxx, vec4<bool>(false, false, true, true));
    r0_ = _e66;
    let _e70 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e66 > vec4<f32>(0f, 1f, 0.5f, 0f).xxxx));
    r2_ = _e70;
    let _e73 = consts.c[7];
    r1_ = _e73;
    let _e76 = consts.c[8];
    let _e79 = select(_e73, _e76, (_e70.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    r1_ = _e79;
    let _e84 = select(_e79, (_e79 * vec4<f32>(0f, 1f, 0.5f, 0f).zzzz), (_e70.xxxx != vec4<f32>(0f, 0f, 0f, 0f)));
    r1_ = _e84;
    let _e87 = consts.c[9];
    let _e91 = select(_e84, (_e84 + _e87), (_e70.yyyy == vec4<f32>(0f, 0f, 0f, 0f)));
    r1_ = _e91;
    o1_ = _e91;
    let _e92 = saturate(_e91);
    o1_ = _e92;
    let _e95 = consts.c[256];
    let _e98 = consts.c[257];
    let _e104 = select(_e47, ((_e47 * _e98) + (_e95 * _e47.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e104;
    return Output(_e104, _e92);
}
