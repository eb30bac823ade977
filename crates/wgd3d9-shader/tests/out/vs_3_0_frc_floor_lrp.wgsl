struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    r0_ = in1_;
    let _e28 = consts.c[5];
    r4_ = _e28;
    let _e33 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e28.xxxx * vec4<f32>(4f, 0.25f, 0f, 1f).xxxx), vec4<bool>(true, false, false, false));
    r1_ = _e33;
    let _e37 = select(_e33, fract(_e33.xxxx), vec4<bool>(false, true, false, false));
    r1_ = _e37;
    let _e42 = select(_e37, (_e37.xxxx + -(_e37.yyyy)), vec4<bool>(true, false, false, false));
    r1_ = _e42;
    let _e47 = select(_e42, saturate((_e42.xxxx * vec4<f32>(4f, 0.25f, 0f, 1f).yyyy)), vec4<bool>(true, false, false, false));
    r1_ = _e47;
    let _e49 = mix(in0_, in1_, _e47.xxxx);
    r2_ = _e49;
    let _e55 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e28.yyyy.x)), vec4<bool>(true, false, false, false));
    r3_ = _e55;
    let _e61 = select(_e55, vec4(inverseSqrt(abs(_e28.zzzz.x))), vec4<bool>(false, true, false, false));
    r3_ = _e61;
    let _e62 = _e61.xxxx;
    let _e63 = _e61.yyyy;
    let _e67 = select(_e61, select(_e63, _e62, (_e62 >= _e63)), vec4<bool>(false, false, true, false));
    r3_ = _e67;
    let _e68 = _e67.xxxx;
    let _e69 = _e67.yyyy;
    let _e73 = select(_e67, select(_e69, _e68, (_e68 < _e69)), vec4<bool>(false, false, false, true));
    r3_ = _e73;
    let _e76 = consts.c[0];
    let _e79 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e49, _e76)), vec4<bool>(true, false, false, false));
    o0_ = _e79;
    let _e82 = consts.c[1];
    let _e85 = select(_e79, vec4(dot(_e49, _e82)), vec4<bool>(false, true, false, false));
    o0_ = _e85;
    let _e88 = consts.c[2];
    let _e91 = select(_e85, vec4(dot(_e49, _e88)), vec4<bool>(false, false, true, false));
    o0_ = _e91;
    let _e94 = consts.c[3];
    let _e97 = select(_e91, vec4(dot(_e49, _e94)), vec4<bool>(false, false, false, true));
    o0_ = _e97;
    let _e101 = ((in2_ * _e73.zzww) + _e47.xxyy);
    o1_ = _e101;
    let _e104 = consts.c[256];
    let _e107 = consts.c[257];
    let _e113 = select(_e97, ((_e97 * _e107) + (_e104 * _e97.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e113;
    return Output(_e113, _e101);
}
