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
    let _e28 = consts.c[6];
    let _e34 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_.xyz, _e28.xyz)), vec4<bool>(true, false, false, false));
    r0_ = _e34;
    let _e38 = consts.c[7];
    let _e43 = select(_e34, ((_e34.xxxx * _e38.xxxx) + _e38.yyyy), vec4<bool>(true, false, false, false));
    r0_ = _e43;
    let _e50 = select(_e43, ((_e43.xxxx * vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).xxxx) + vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).yyyy), vec4<bool>(false, true, false, false));
    r0_ = _e50;
    let _e53 = select(_e50, fract(_e50.yyyy), vec4<bool>(false, true, false, false));
    r0_ = _e53;
    let _e59 = select(_e53, ((_e53.yyyy * vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).zzzz) + vec4<f32>(0.159155f, 0.5f, 6.283185f, -3.141593f).wwww), vec4<bool>(true, false, false, false));
    r0_ = _e59;
    let _e63 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e59.xxxx * _e59.xxxx), vec4<bool>(true, false, false, false));
    r1_ = _e63;
    let _e67 = select(_e63, (_e63.xxxx * _e59.xxxx), vec4<bool>(false, true, false, false));
    r1_ = _e67;
    let _e72 = select(_e67, (_e67.yyyy * _e67.xxxx), vec4<bool>(false, false, true, false));
    r1_ = _e72;
    let _e77 = select(_e72, (_e72.zzzz * _e72.xxxx), vec4<bool>(false, false, false, true));
    r1_ = _e77;
    let _e83 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e77.yyyy * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).xxxx) + _e59.xxxx), vec4<bool>(true, false, false, false));
    r2_ = _e83;
    let _e89 = select(_e83, ((_e77.zzzz * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).yyyy) + _e83.xxxx), vec4<bool>(true, false, false, false));
    r2_ = _e89;
    let _e95 = select(_e89, ((_e77.wwww * vec4<f32>(-0.166667f, 0.008333f, -0.000198f, 1f).zzzz) + _e89.xxxx), vec4<bool>(true, false, false, false));
    r2_ = _e95;
    r3_ = in0_;
    let _e101 = select(in0_, ((_e95.xxxx * _e38.zzzz) + in0_.yyyy), vec4<bool>(false, true, false, false));
    r3_ = _e101;
    let _e104 = consts.c[0];
    let _e107 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e101, _e104)), vec4<bool>(true, false, false, false));
    o0_ = _e107;
    let _e110 = consts.c[1];
    let _e113 = select(_e107, vec4(dot(_e101, _e110)), vec4<bool>(false, true, false, false));
    o0_ = _e113;
    let _e116 = consts.c[2];
    let _e119 = select(_e113, vec4(dot(_e101, _e116)), vec4<bool>(false, false, true, false));
    o0_ = _e119;
    let _e122 = consts.c[3];
    let _e125 = select(_e119, vec4(dot(_e101, _e122)), vec4<bool>(false, false, false, true));
    o0_ = _e125;
    let _e128 = consts.c[8];
    let _e131 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * _e128), vec4<bool>(true, true, false, false));
    r4_ = _e131;
    let _e134 = consts.c[9];
    let _e136 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e131 + _e134), vec4<bool>(true, true, false, false));
    o1_ = _e136;
    let _e140 = consts.c[10];
    let _e141 = (_e95.xxxx * _e140);
    o2_ = _e141;
    let _e142 = saturate(_e141);
    o2_ = _e142;
    let _e145 = consts.c[256];
    let _e150 = select(_e125, (_e125 + (_e145 * _e125.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e150;
    return Output(_e150, _e136, _e142);
}
