struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
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
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e39 = consts.c[0];
    let _e43 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e39)), vec4<bool>(true, false, false, false));
    o0_ = _e43;
    let _e46 = consts.c[1];
    let _e50 = select(_e43, vec4(dot(in0_, _e46)), vec4<bool>(false, true, false, false));
    o0_ = _e50;
    let _e53 = consts.c[2];
    let _e57 = select(_e50, vec4(dot(in0_, _e53)), vec4<bool>(false, false, true, false));
    o0_ = _e57;
    let _e60 = consts.c[3];
    let _e64 = select(_e57, vec4(dot(in0_, _e60)), vec4<bool>(false, false, false, true));
    o0_ = _e64;
    let _e67 = consts.c[5];
    let _e72 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e67.xyz)), vec4<bool>(true, false, false, false));
    r0_ = _e72;
    let _e75 = consts.c[6];
    let _e80 = select(_e72, vec4(dot(in1_.xyz, _e75.xyz)), vec4<bool>(false, true, false, false));
    r0_ = _e80;
    let _e83 = select(_e80, vec4<f32>(0f, 1f, 16f, 0.5f).zzzz, vec4<bool>(false, false, true, true));
    r0_ = _e83;
    let _e98 = vec4<f32>(1f, max(_e83.x, 0f), select(0f, pow(_e83.y, clamp(_e83.w, -128f, 128f)), ((_e83.x > 0f) && (_e83.y > 0f))), 1f);
    r1_ = _e98;
    let _e102 = consts.c[7];
    let _e103 = (_e98.yyyy * _e102);
    o1_ = _e103;
    let _e107 = consts.c[8];
    let _e108 = (_e98.zzzz * _e107);
    o2_ = _e108;
    r2_ = in2_;
    let _e109 = in2_.xxxx;
    let _e110 = in2_.yyyy;
    let _e116 = vec4<f32>(1f, (_e109.y * _e110.y), _e109.z, _e110.w);
    r3_ = _e116;
    let _e120 = vec4(exp2(in2_.zzzz.x));
    r4_ = _e120;
    let _e125 = vec4(log2(abs(in2_.wwww.x)));
    r5_ = _e125;
    let _e129 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in2_ >= vec4<f32>(0f, 1f, 16f, 0.5f).wwww));
    r6_ = _e129;
    let _e132 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in2_ < vec4<f32>(0f, 1f, 16f, 0.5f).wwww));
    r7_ = _e132;
    let _e134 = (_e129 + -(_e132));
    r6_ = _e134;
    let _e137 = ((_e120.zzzz * _e134) + _e116);
    r3_ = _e137;
    let _e139 = (_e137 + _e125.zzzz);
    o3_ = _e139;
    let _e142 = consts.c[256];
    let _e145 = consts.c[257];
    let _e151 = select(_e64, ((_e64 * _e145) + (_e142 * _e64.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e151;
    return Output(_e151, _e103, _e108, _e139);
}
