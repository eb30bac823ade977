struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
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
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    o2_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e29 = consts.c[6];
    let _e35 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_.xyz, _e29.xyz)), vec4<bool>(true, false, false, false));
    r0_ = _e35;
    let _e39 = consts.c[7];
    let _e44 = select(_e35, ((_e35.xxxx * _e39.xxxx) + _e39.yyyy), vec4<bool>(true, false, false, false));
    r0_ = _e44;
    let _e51 = select(_e44, ((_e44.xxxx * vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).xxxx) + vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).yyyy), vec4<bool>(false, true, false, false));
    r0_ = _e51;
    let _e54 = select(_e51, fract(_e51.yyyy), vec4<bool>(false, true, false, false));
    r0_ = _e54;
    let _e60 = select(_e54, ((_e54.yyyy * vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).zzzz) + vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).wwww), vec4<bool>(true, false, false, false));
    r0_ = _e60;
    let _e64 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e60.xxxx * _e60.xxxx), vec4<bool>(true, false, false, false));
    r1_ = _e64;
    let _e68 = select(_e64, (_e64.xxxx * _e60.xxxx), vec4<bool>(false, true, false, false));
    r1_ = _e68;
    let _e73 = select(_e68, (_e68.yyyy * _e68.xxxx), vec4<bool>(false, false, true, false));
    r1_ = _e73;
    let _e78 = select(_e73, (_e73.zzzz * _e73.xxxx), vec4<bool>(false, false, false, true));
    r1_ = _e78;
    let _e84 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e78.yyyy * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).xxxx) + _e60.xxxx), vec4<bool>(true, false, false, false));
    r2_ = _e84;
    let _e90 = select(_e84, ((_e78.zzzz * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).yyyy) + _e84.xxxx), vec4<bool>(true, false, false, false));
    r2_ = _e90;
    let _e96 = select(_e90, ((_e78.wwww * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).zzzz) + _e90.xxxx), vec4<bool>(true, false, false, false));
    r2_ = _e96;
    r3_ = in0_;
    let _e102 = select(in0_, ((_e96.xxxx * _e39.zzzz) + in0_.yyyy), vec4<bool>(false, true, false, false));
    r3_ = _e102;
    let _e105 = consts.c[0];
    let _e108 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e102, _e105)), vec4<bool>(true, false, false, false));
    o0_ = _e108;
    let _e111 = consts.c[1];
    let _e114 = select(_e108, vec4(dot(_e102, _e111)), vec4<bool>(false, true, false, false));
    o0_ = _e114;
    let _e117 = consts.c[2];
    let _e120 = select(_e114, vec4(dot(_e102, _e117)), vec4<bool>(false, false, true, false));
    o0_ = _e120;
    let _e123 = consts.c[3];
    let _e126 = select(_e120, vec4(dot(_e102, _e123)), vec4<bool>(false, false, false, true));
    o0_ = _e126;
    let _e129 = consts.c[8];
    let _e132 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * _e129), vec4<bool>(true, true, false, false));
    r4_ = _e132;
    let _e135 = consts.c[9];
    let _e137 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e132 + _e135), vec4<bool>(true, true, false, false));
    o1_ = _e137;
    let _e141 = consts.c[10];
    let _e142 = (_e96.xxxx * _e141);
    o2_ = _e142;
    let _e143 = saturate(_e142);
    o2_ = _e143;
    let _e146 = consts.c[256];
    let _e149 = consts.c[257];
    let _e155 = select(_e126, ((_e126 * _e149) + (_e146 * _e126.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e155;
    return Output(_e155, _e137, _e143);
}
