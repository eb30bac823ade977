struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e31 = consts.c[0];
    let _e35 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e31)), vec4<bool>(true, false, false, false));
    o0_ = _e35;
    let _e38 = consts.c[1];
    let _e42 = select(_e35, vec4(dot(in0_, _e38)), vec4<bool>(false, true, false, false));
    o0_ = _e42;
    let _e45 = consts.c[2];
    let _e49 = select(_e42, vec4(dot(in0_, _e45)), vec4<bool>(false, false, true, false));
    o0_ = _e49;
    let _e52 = consts.c[3];
    let _e56 = select(_e49, vec4(dot(in0_, _e52)), vec4<bool>(false, false, false, true));
    o0_ = _e56;
    let _e59 = consts.c[4];
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e59)), vec4<bool>(true, false, false, false));
    r0_ = _e62;
    let _e65 = consts.c[5];
    let _e68 = select(_e62, vec4(dot(in0_, _e65)), vec4<bool>(false, true, false, false));
    r0_ = _e68;
    let _e71 = consts.c[6];
    let _e74 = select(_e68, vec4(dot(in0_, _e71)), vec4<bool>(false, false, true, false));
    r0_ = _e74;
    let _e79 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e59.xyz)), vec4<bool>(true, false, false, false));
    r1_ = _e79;
    let _e84 = select(_e79, vec4(dot(in1_.xyz, _e65.xyz)), vec4<bool>(false, true, false, false));
    r1_ = _e84;
    let _e89 = select(_e84, vec4(dot(in1_.xyz, _e71.xyz)), vec4<bool>(false, false, true, false));
    r1_ = _e89;
    let _e92 = consts.c[8];
    let _e96 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e74 + -(_e92)), vec4<bool>(true, true, true, false));
    r2_ = _e96;
    let _e99 = dot(_e96.xyz, _e96.xyz);
    let _e106 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e96 * vec4(inverseSqrt(_e99))), vec4<f32>(0f, 0f, 0f, 0f), (_e99 == 0f)), vec4<bool>(true, true, true, false));
    r3_ = _e106;
    let _e109 = dot(_e89.xyz, _e89.xyz);
    let _e115 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e89 * vec4(inverseSqrt(_e109))), vec4<f32>(0f, 0f, 0f, 0f), (_e109 == 0f)), vec4<bool>(true, true, true, false));
    r4_ = _e115;
    let _e120 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e106.xyz, _e115.xyz)), vec4<bool>(true, false, false, false));
    r5_ = _e120;
    let _e124 = select(_e120, (_e120.xxxx + _e120.xxxx), vec4<bool>(true, false, false, false));
    r5_ = _e124;
    let _e129 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e115 * -(_e124.xxxx)) + _e106), vec4<bool>(true, true, true, false));
    o1_ = _e129;
    let _e131 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, false, false));
    o2_ = _e131;
    let _e134 = consts.c[256];
    let _e137 = consts.c[257];
    let _e142 = select(_e56, ((_e56 * _e137) + (_e134 * _e56.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e142;
    return Output(_e142, _e129, _e131);
}
