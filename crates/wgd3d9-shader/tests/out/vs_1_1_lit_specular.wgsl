struct Constants {
    c: array<vec4<f32>, 258>,
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
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e23 = consts.c[0];
    let _e27 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e23)), vec4<bool>(true, false, false, false));
    o0_ = _e27;
    let _e30 = consts.c[1];
    let _e34 = select(_e27, vec4(dot(in0_, _e30)), vec4<bool>(false, true, false, false));
    o0_ = _e34;
    let _e37 = consts.c[2];
    let _e41 = select(_e34, vec4(dot(in0_, _e37)), vec4<bool>(false, false, true, false));
    o0_ = _e41;
    let _e44 = consts.c[3];
    let _e48 = select(_e41, vec4(dot(in0_, _e44)), vec4<bool>(false, false, false, true));
    o0_ = _e48;
    let _e51 = consts.c[4];
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e51.xyz)), vec4<bool>(true, false, false, false));
    r0_ = _e56;
    let _e59 = consts.c[5];
    let _e64 = select(_e56, vec4(dot(in1_.xyz, _e59.xyz)), vec4<bool>(false, true, false, false));
    r0_ = _e64;
    let _e67 = consts.c[6];
    let _e69 = select(_e64, _e67.xxxx, vec4<bool>(false, false, false, true));
    r0_ = _e69;
    let _e84 = vec4<f32>(1f, max(_e69.x, 0f), select(0f, pow(_e69.y, clamp(_e69.w, -128f, 128f)), ((_e69.x > 0f) && (_e69.y > 0f))), 1f);
    r1_ = _e84;
    let _e88 = consts.c[7];
    let _e89 = (_e84.yyyy * _e88);
    r2_ = _e89;
    let _e92 = consts.c[8];
    let _e93 = (_e89 + _e92);
    o1_ = _e93;
    let _e97 = consts.c[9];
    let _e98 = (_e84.zzzz * _e97);
    o2_ = _e98;
    let _e99 = saturate(_e93);
    o1_ = _e99;
    let _e100 = saturate(_e98);
    o2_ = _e100;
    let _e103 = consts.c[256];
    let _e106 = consts.c[257];
    let _e112 = select(_e48, ((_e48 * _e106) + (_e103 * _e48.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e112;
    return Output(_e112, _e99, _e100);
}
