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
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e25 = consts.c[0];
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e25)), vec4<bool>(true, false, false, false));
    o0_ = _e29;
    let _e32 = consts.c[1];
    let _e36 = select(_e29, vec4(dot(in0_, _e32)), vec4<bool>(false, true, false, false));
    o0_ = _e36;
    let _e39 = consts.c[2];
    let _e43 = select(_e36, vec4(dot(in0_, _e39)), vec4<bool>(false, false, true, false));
    o0_ = _e43;
    let _e46 = consts.c[3];
    let _e50 = select(_e43, vec4(dot(in0_, _e46)), vec4<bool>(false, false, false, true));
    o0_ = _e50;
    let _e53 = consts.c[4];
    let _e55 = (_e53 + -(in0_));
    r0_ = _e55;
    let _e63 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e55 * vec4(inverseSqrt(dot(_e55.xyz, _e55.xyz)))), vec4<bool>(true, true, true, false));
    r1_ = _e63;
    let _e66 = consts.c[5];
    let _e71 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e66.xyz)), vec4<bool>(true, false, false, false));
    r2_ = _e71;
    let _e75 = select(_e71, (_e71.xxxx + _e71.xxxx), vec4<bool>(false, true, false, false));
    r2_ = _e75;
    let _e80 = select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * _e75.yyyy) + -(_e66)), vec4<bool>(true, true, true, false));
    r3_ = _e80;
    let _e85 = select(_e75, vec4(dot(_e80.xyz, _e63.xyz)), vec4<bool>(false, false, true, false));
    r2_ = _e85;
    let _e86 = vec4<f32>(0f, 1f, 2f, 32f).xxxx;
    let _e90 = select(_e85, select(_e86, _e85, (_e85 >= _e86)), vec4<bool>(true, false, true, false));
    r2_ = _e90;
    let _e98 = select(_e90, vec4(pow(abs(_e90.zzzz.x), vec4<f32>(0f, 1f, 2f, 32f).wwww.x)), vec4<bool>(false, false, false, true));
    r2_ = _e98;
    let _e102 = consts.c[6];
    let _e103 = (_e98.xxxx * _e102);
    r4_ = _e103;
    let _e107 = consts.c[7];
    let _e109 = ((_e98.wwww * _e107) + _e103);
    o1_ = _e109;
    let _e110 = saturate(_e109);
    o1_ = _e110;
    let _e113 = consts.c[256];
    let _e117 = select(_e50, (_e50 + (_e113 * _e50.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e117;
    return Output(_e117, _e110);
}
