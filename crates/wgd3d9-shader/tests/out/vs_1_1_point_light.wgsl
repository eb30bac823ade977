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
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e26 = consts.c[0];
    let _e30 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e26)), vec4<bool>(true, false, false, false));
    o0_ = _e30;
    let _e33 = consts.c[1];
    let _e37 = select(_e30, vec4(dot(in0_, _e33)), vec4<bool>(false, true, false, false));
    o0_ = _e37;
    let _e40 = consts.c[2];
    let _e44 = select(_e37, vec4(dot(in0_, _e40)), vec4<bool>(false, false, true, false));
    o0_ = _e44;
    let _e47 = consts.c[3];
    let _e51 = select(_e44, vec4(dot(in0_, _e47)), vec4<bool>(false, false, false, true));
    o0_ = _e51;
    let _e54 = consts.c[4];
    let _e56 = (_e54 + -(in0_));
    r0_ = _e56;
    let _e61 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e56.xyz, _e56.xyz)), vec4<bool>(false, false, false, true));
    r1_ = _e61;
    let _e67 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(_e61.wwww.x))), vec4<bool>(false, false, false, true));
    r2_ = _e67;
    let _e69 = (_e56 * _e67.wwww);
    r0_ = _e69;
    let _e70 = _e61.wwww;
    let _e71 = _e67.wwww;
    let _e78 = vec4<f32>(1f, (_e70.y * _e71.y), _e70.z, _e71.w);
    r3_ = _e78;
    let _e81 = consts.c[5];
    let _e86 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e78.xyz, _e81.xyz)), vec4<bool>(true, false, false, false));
    r4_ = _e86;
    let _e91 = select(_e86, vec4((1f / _e86.xxxx.x)), vec4<bool>(true, false, false, false));
    r4_ = _e91;
    let _e96 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e69.xyz)), vec4<bool>(true, false, false, false));
    r5_ = _e96;
    let _e97 = _e96.xxxx;
    let _e100 = consts.c[6];
    let _e101 = _e100.xxxx;
    let _e104 = select(_e96, select(_e101, _e97, (_e97 >= _e101)), vec4<bool>(true, false, false, false));
    r5_ = _e104;
    let _e108 = select(_e104, (_e104.xxxx * _e91.xxxx), vec4<bool>(true, false, false, false));
    r5_ = _e108;
    let _e112 = consts.c[7];
    let _e113 = (_e108.xxxx * _e112);
    o1_ = _e113;
    let _e114 = saturate(_e113);
    o1_ = _e114;
    let _e117 = consts.c[256];
    let _e122 = select(_e51, (_e51 + (_e117 * _e51.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e122;
    return Output(_e122, _e114);
}
