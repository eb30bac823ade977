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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e18 = v0_;
    let _e21 = consts.c[0];
    let _e24 = o0_;
    o0_ = select(_e24, vec4(dot(_e18, _e21)), vec4<bool>(true, false, false, false));
    let _e27 = v0_;
    let _e30 = consts.c[1];
    let _e33 = o0_;
    o0_ = select(_e33, vec4(dot(_e27, _e30)), vec4<bool>(false, true, false, false));
    let _e36 = v0_;
    let _e39 = consts.c[2];
    let _e42 = o0_;
    o0_ = select(_e42, vec4(dot(_e36, _e39)), vec4<bool>(false, false, true, false));
    let _e45 = v0_;
    let _e48 = consts.c[3];
    let _e51 = o0_;
    o0_ = select(_e51, vec4(dot(_e45, _e48)), vec4<bool>(false, false, false, true));
    let _e54 = v1_;
    let _e57 = consts.c[5];
    let _e62 = r0_;
    r0_ = select(_e62, vec4(dot(_e54.xyz, _e57.xyz)), vec4<bool>(true, false, false, false));
    let _e64 = v1_;
    let _e67 = consts.c[6];
    let _e72 = r0_;
    r0_ = select(_e72, vec4(dot(_e64.xyz, _e67.xyz)), vec4<bool>(false, true, false, false));
    let _e75 = r0_;
    r0_ = select(_e75, vec4<f32>(0f, 1f, 0.5f, 0f).xxxx, vec4<bool>(false, false, true, true));
    let _e78 = r0_;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e78 > vec4<f32>(0f, 1f, 0.5f, 0f).xxxx));
    let _e86 = consts.c[7];
    r1_ = _e86;
    let _e89 = consts.c[8];
    let _e90 = r2_;
    let _e93 = r1_;
    r1_ = select(_e93, _e89, (_e90.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e95 = r1_;
    let _e98 = r2_;
    let _e101 = r1_;
    r1_ = select(_e101, (_e95 * vec4<f32>(0f, 1f, 0.5f, 0f).zzzz), (_e98.xxxx != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e103 = r1_;
    let _e106 = consts.c[9];
    let _e108 = r2_;
    let _e111 = r1_;
    r1_ = select(_e111, (_e103 + _e106), (_e108.yyyy == vec4<f32>(0f, 0f, 0f, 0f)));
    let _e113 = r1_;
    o1_ = _e113;
    let _e114 = o1_;
    o1_ = saturate(_e114);
    let _e116 = o0_;
    let _e119 = consts.c[256];
    let _e123 = o0_;
    o0_ = select(_e123, (_e116 + (_e119 * _e116.wwww)), vec4<bool>(true, true, true, false));
    let _e126 = o0_;
    let _e127 = o1_;
    return Output(_e126, _e127);
}
