struct Constants {
    c: array<vec4<f32>, 226>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    let _e21 = v0_;
    let _e23 = select(_e21, in0_, vec4<bool>(true, true, false, false));
    v0_ = _e23;
    let _e25 = textureSample(t0_, s0_, _e23.xy);
    r0_ = _e25;
    let _e28 = consts.c[0];
    let _e32 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e25, _e28)), vec4<bool>(true, false, false, false));
    r1_ = _e32;
    let _e35 = consts.c[1];
    let _e39 = select(_e32, vec4(dot(_e25, _e35)), vec4<bool>(false, true, false, false));
    r1_ = _e39;
    let _e42 = consts.c[2];
    let _e46 = select(_e39, vec4(dot(_e25, _e42)), vec4<bool>(false, false, true, false));
    r1_ = _e46;
    let _e49 = consts.c[3];
    let _e53 = select(_e46, vec4(dot(_e25, _e49)), vec4<bool>(false, false, false, true));
    r1_ = _e53;
    let _e56 = consts.c[4];
    let _e61 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e53.xyz, _e56.xyz)), vec4<bool>(true, false, false, false));
    r2_ = _e61;
    let _e64 = consts.c[5];
    let _e69 = select(_e61, vec4(dot(_e53.xyz, _e64.xyz)), vec4<bool>(false, true, false, false));
    r2_ = _e69;
    let _e72 = consts.c[6];
    let _e77 = select(_e69, vec4(dot(_e53.xyz, _e72.xyz)), vec4<bool>(false, false, true, false));
    r2_ = _e77;
    let _e80 = consts.c[8];
    let _e83 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e53, _e80)), vec4<bool>(true, false, false, false));
    r3_ = _e83;
    let _e86 = consts.c[9];
    let _e89 = select(_e83, vec4(dot(_e53, _e86)), vec4<bool>(false, true, false, false));
    r3_ = _e89;
    let _e92 = consts.c[10];
    let _e95 = select(_e89, vec4(dot(_e53, _e92)), vec4<bool>(false, false, true, false));
    r3_ = _e95;
    let _e98 = consts.c[12];
    let _e103 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e77.xyz, _e98.xyz)), vec4<bool>(true, false, false, false));
    r4_ = _e103;
    let _e106 = consts.c[13];
    let _e111 = select(_e103, vec4(dot(_e77.xyz, _e106.xyz)), vec4<bool>(false, true, false, false));
    r4_ = _e111;
    let _e114 = consts.c[16];
    let _e119 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e77.xyz, _e114.xyz)), vec4<bool>(true, false, false, false));
    r5_ = _e119;
    let _e122 = consts.c[17];
    let _e127 = select(_e119, vec4(dot(_e77.xyz, _e122.xyz)), vec4<bool>(false, true, false, false));
    r5_ = _e127;
    let _e130 = consts.c[18];
    let _e135 = select(_e127, vec4(dot(_e77.xyz, _e130.xyz)), vec4<bool>(false, false, true, false));
    r5_ = _e135;
    let _e138 = consts.c[19];
    let _e143 = select(_e135, vec4(dot(_e77.xyz, _e138.xyz)), vec4<bool>(false, false, false, true));
    r5_ = _e143;
    let _e146 = select(_e77, (_e77 + _e95), vec4<bool>(true, true, true, false));
    r2_ = _e146;
    let _e149 = consts.c[20];
    let _e152 = select(_e146, ((_e111 * _e149) + _e146), vec4<bool>(true, true, false, false));
    r2_ = _e152;
    let _e154 = select(_e143, (_e143 + _e152), vec4<bool>(true, true, true, false));
    r5_ = _e154;
    let _e156 = select(_e154, _e25.wwww, vec4<bool>(false, false, false, true));
    r5_ = _e156;
    o0_ = _e156;
    return Output(_e156);
}
