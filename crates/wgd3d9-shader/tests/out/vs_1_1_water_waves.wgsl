struct Constants {
    c: array<vec4<f32>, 257>,
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
    let _e25 = v0_;
    let _e28 = consts.c[6];
    let _e33 = r0_;
    r0_ = select(_e33, vec4(dot(_e25.xyz, _e28.xyz)), vec4<bool>(true, false, false, false));
    let _e36 = r0_;
    let _e40 = consts.c[7];
    let _e44 = consts.c[7];
    let _e48 = r0_;
    r0_ = select(_e48, ((_e36.xxxx * _e40.xxxx) + _e44.yyyy), vec4<bool>(true, false, false, false));
    let _e50 = r0_;
    let _e56 = r0_;
    r0_ = select(_e56, ((_e50.xxxx * vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).xxxx) + vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).yyyy), vec4<bool>(false, true, false, false));
    let _e59 = r0_;
    let _e62 = r0_;
    r0_ = select(_e62, fract(_e59.yyyy), vec4<bool>(false, true, false, false));
    let _e64 = r0_;
    let _e70 = r0_;
    r0_ = select(_e70, ((_e64.yyyy * vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).zzzz) + vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).wwww), vec4<bool>(true, false, false, false));
    let _e72 = r0_;
    let _e74 = r0_;
    let _e77 = r1_;
    r1_ = select(_e77, (_e72.xxxx * _e74.xxxx), vec4<bool>(true, false, false, false));
    let _e79 = r1_;
    let _e81 = r0_;
    let _e84 = r1_;
    r1_ = select(_e84, (_e79.xxxx * _e81.xxxx), vec4<bool>(false, true, false, false));
    let _e86 = r1_;
    let _e88 = r1_;
    let _e91 = r1_;
    r1_ = select(_e91, (_e86.yyyy * _e88.xxxx), vec4<bool>(false, false, true, false));
    let _e94 = r1_;
    let _e96 = r1_;
    let _e99 = r1_;
    r1_ = select(_e99, (_e94.zzzz * _e96.xxxx), vec4<bool>(false, false, false, true));
    let _e102 = r1_;
    let _e105 = r0_;
    let _e109 = r2_;
    r2_ = select(_e109, ((_e102.yyyy * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).xxxx) + _e105.xxxx), vec4<bool>(true, false, false, false));
    let _e111 = r1_;
    let _e114 = r2_;
    let _e118 = r2_;
    r2_ = select(_e118, ((_e111.zzzz * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).yyyy) + _e114.xxxx), vec4<bool>(true, false, false, false));
    let _e120 = r1_;
    let _e123 = r2_;
    let _e127 = r2_;
    r2_ = select(_e127, ((_e120.wwww * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).zzzz) + _e123.xxxx), vec4<bool>(true, false, false, false));
    let _e129 = v0_;
    r3_ = _e129;
    let _e130 = r2_;
    let _e134 = consts.c[7];
    let _e136 = r3_;
    let _e140 = r3_;
    r3_ = select(_e140, ((_e130.xxxx * _e134.zzzz) + _e136.yyyy), vec4<bool>(false, true, false, false));
    let _e142 = r3_;
    let _e145 = consts.c[0];
    let _e148 = o0_;
    o0_ = select(_e148, vec4(dot(_e142, _e145)), vec4<bool>(true, false, false, false));
    let _e150 = r3_;
    let _e153 = consts.c[1];
    let _e156 = o0_;
    o0_ = select(_e156, vec4(dot(_e150, _e153)), vec4<bool>(false, true, false, false));
    let _e158 = r3_;
    let _e161 = consts.c[2];
    let _e164 = o0_;
    o0_ = select(_e164, vec4(dot(_e158, _e161)), vec4<bool>(false, false, true, false));
    let _e166 = r3_;
    let _e169 = consts.c[3];
    let _e172 = o0_;
    o0_ = select(_e172, vec4(dot(_e166, _e169)), vec4<bool>(false, false, false, true));
    let _e174 = v1_;
    let _e177 = consts.c[8];
    let _e179 = r4_;
    r4_ = select(_e179, (_e174 * _e177), vec4<bool>(true, true, false, false));
    let _e182 = r4_;
    let _e185 = consts.c[9];
    let _e187 = o1_;
    o1_ = select(_e187, (_e182 + _e185), vec4<bool>(true, true, false, false));
    let _e189 = r2_;
    let _e193 = consts.c[10];
    o2_ = (_e189.xxxx * _e193);
    let _e195 = o2_;
    o2_ = saturate(_e195);
    let _e197 = o0_;
    let _e200 = consts.c[256];
    let _e204 = o0_;
    o0_ = select(_e204, (_e197 + (_e200 * _e197.wwww)), vec4<bool>(true, true, true, false));
    let _e207 = o0_;
    let _e208 = o1_;
    let _e209 = o2_;
    return Output(_e207, _e208, _e209);
}
