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
    let _e50 = consts.c[4];
    let _e55 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e50.xyz)), vec4<bool>(true, false, false, false));
    r0_ = _e55;
    let _e58 = consts.c[5];
    let _e63 = select(_e55, vec4(dot(in1_.xyz, _e58.xyz)), vec4<bool>(false, true, false, false));
    r0_ = _e63;
    let _e66 = consts.c[6];
    let _e68 = select(_e63, _e66.xxxx, vec4<bool>(false, false, false, true));
    r0_ = _e68;
    let _e83 = vec4<f32>(1f, max(_e68.x, 0f), select(0f, pow(_e68.y, clamp(_e68.w, -128f, 128f)), ((_e68.x > 0f) && (_e68.y > 0f))), 1f);
    r1_ = _e83;
    let _e87 = consts.c[7];
    let _e88 = (_e83.yyyy * _e87);
    r2_ = _e88;
    let _e91 = consts.c[8];
    let _e92 = (_e88 + _e91);
    o1_ = _e92;
    let _e96 = consts.c[9];
    let _e97 = (_e83.zzzz * _e96);
    o2_ = _e97;
    let _e98 = saturate(_e92);
    o1_ = _e98;
    let _e99 = saturate(_e97);
    o2_ = _e99;
    let _e102 = consts.c[256];
    let _e107 = select(_e47, (_e47 + (_e102 * _e47.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e107;
    return Output(_e107, _e98, _e99);
}
