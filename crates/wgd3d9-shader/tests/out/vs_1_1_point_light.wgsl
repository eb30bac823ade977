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
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e27 = consts.c[0];
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e27)), vec4<bool>(true, false, false, false));
    o0_ = _e31;
    let _e34 = consts.c[1];
    let _e38 = select(_e31, vec4(dot(in0_, _e34)), vec4<bool>(false, true, false, false));
    o0_ = _e38;
    let _e41 = consts.c[2];
    let _e45 = select(_e38, vec4(dot(in0_, _e41)), vec4<bool>(false, false, true, false));
    o0_ = _e45;
    let _e48 = consts.c[3];
    let _e52 = select(_e45, vec4(dot(in0_, _e48)), vec4<bool>(false, false, false, true));
    o0_ = _e52;
    let _e55 = consts.c[4];
    let _e57 = (_e55 + -(in0_));
    r0_ = _e57;
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e57.xyz, _e57.xyz)), vec4<bool>(false, false, false, true));
    r1_ = _e62;
    let _e68 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e62.wwww.x))), vec4<bool>(false, false, false, true));
    r2_ = _e68;
    let _e70 = (_e57 * _e68.wwww);
    r0_ = _e70;
    let _e71 = _e62.wwww;
    let _e72 = _e68.wwww;
    let _e79 = vec4<f32>(1f, (_e71.y * _e72.y), _e71.z, _e72.w);
    r3_ = _e79;
    let _e82 = consts.c[5];
    let _e87 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e79.xyz, _e82.xyz)), vec4<bool>(true, false, false, false));
    r4_ = _e87;
    let _e92 = select(_e87, vec4((1f / _e87.xxxx.x)), vec4<bool>(true, false, false, false));
    r4_ = _e92;
    let _e97 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e70.xyz)), vec4<bool>(true, false, false, false));
    r5_ = _e97;
    let _e98 = _e97.xxxx;
    let _e101 = consts.c[6];
    let _e102 = _e101.xxxx;
    let _e105 = select(_e97, select(_e102, _e98, (_e98 >= _e102)), vec4<bool>(true, false, false, false));
    r5_ = _e105;
    let _e109 = select(_e105, (_e105.xxxx * _e92.xxxx), vec4<bool>(true, false, false, false));
    r5_ = _e109;
    let _e113 = consts.c[7];
    let _e114 = (_e109.xxxx * _e113);
    o1_ = _e114;
    let _e115 = saturate(_e114);
    o1_ = _e115;
    let _e118 = consts.c[256];
    let _e121 = consts.c[257];
    let _e127 = select(_e52, ((_e52 * _e121) + (_e118 * _e52.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e127;
    return Output(_e127, _e115);
}
