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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
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
    let _e59 = dot(_e56.xyz, _e56.xyz);
    let _e67 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e56 * vec4(inverseSqrt(_e59))), vec4<f32>(0f, 0f, 0f, 0f), (_e59 == 0f)), vec4<bool>(true, true, true, false));
    r1_ = _e67;
    let _e70 = consts.c[5];
    let _e75 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e70.xyz)), vec4<bool>(true, false, false, false));
    r2_ = _e75;
    let _e79 = select(_e75, (_e75.xxxx + _e75.xxxx), vec4<bool>(false, true, false, false));
    r2_ = _e79;
    let _e84 = select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * _e79.yyyy) + -(_e70)), vec4<bool>(true, true, true, false));
    r3_ = _e84;
    let _e89 = select(_e79, vec4(dot(_e84.xyz, _e67.xyz)), vec4<bool>(false, false, true, false));
    r2_ = _e89;
    let _e90 = vec4<f32>(0f, 1f, 2f, 32f).xxxx;
    let _e94 = select(_e89, select(_e90, _e89, (_e89 >= _e90)), vec4<bool>(true, false, true, false));
    r2_ = _e94;
    let _e99 = abs(_e94.zzzz.x);
    let _e111 = select(_e94, vec4(min(select(select(pow(_e99, vec4<f32>(0f, 1f, 2f, 32f).wwww.x), 340282350000000000000000000000000000000f, ((_e99 == 0f) && (vec4<f32>(0f, 1f, 2f, 32f).wwww.x < 0f))), 1f, (vec4<f32>(0f, 1f, 2f, 32f).wwww.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    r2_ = _e111;
    let _e115 = consts.c[6];
    let _e116 = (_e111.xxxx * _e115);
    r4_ = _e116;
    let _e120 = consts.c[7];
    let _e122 = ((_e111.wwww * _e120) + _e116);
    o1_ = _e122;
    let _e123 = saturate(_e122);
    o1_ = _e123;
    let _e126 = consts.c[256];
    let _e129 = consts.c[257];
    let _e134 = select(_e51, ((_e51 * _e129) + (_e126 * _e51.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e134;
    return Output(_e134, _e123);
}
