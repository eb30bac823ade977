struct Constants {
    c: array<vec4<f32>, 257>,
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
    let _e38 = consts.c[0];
    let _e42 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e38)), vec4<bool>(true, false, false, false));
    o0_ = _e42;
    let _e45 = consts.c[1];
    let _e49 = select(_e42, vec4(dot(in0_, _e45)), vec4<bool>(false, true, false, false));
    o0_ = _e49;
    let _e52 = consts.c[2];
    let _e56 = select(_e49, vec4(dot(in0_, _e52)), vec4<bool>(false, false, true, false));
    o0_ = _e56;
    let _e59 = consts.c[3];
    let _e63 = select(_e56, vec4(dot(in0_, _e59)), vec4<bool>(false, false, false, true));
    o0_ = _e63;
    let _e66 = consts.c[5];
    let _e71 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e66.xyz)), vec4<bool>(true, false, false, false));
    r0_ = _e71;
    let _e74 = consts.c[6];
    let _e79 = select(_e71, vec4(dot(in1_.xyz, _e74.xyz)), vec4<bool>(false, true, false, false));
    r0_ = _e79;
    let _e82 = select(_e79, vec4<f32>(0f, 1f, 16f, 0.5f).zzzz, vec4<bool>(false, false, true, true));
    r0_ = _e82;
    let _e97 = vec4<f32>(1f, max(_e82.x, 0f), select(0f, pow(_e82.y, clamp(_e82.w, -128f, 128f)), ((_e82.x > 0f) && (_e82.y > 0f))), 1f);
    r1_ = _e97;
    let _e101 = consts.c[7];
    let _e102 = (_e97.yyyy * _e101);
    o1_ = _e102;
    let _e106 = consts.c[8];
    let _e107 = (_e97.zzzz * _e106);
    o2_ = _e107;
    r2_ = in2_;
    let _e108 = in2_.xxxx;
    let _e109 = in2_.yyyy;
    let _e115 = vec4<f32>(1f, (_e108.y * _e109.y), _e108.z, _e109.w);
    r3_ = _e115;
    let _e119 = vec4(exp2(in2_.zzzz.x));
    r4_ = _e119;
    let _e124 = vec4(log2(abs(in2_.wwww.x)));
    r5_ = _e124;
    let _e128 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in2_ >= vec4<f32>(0f, 1f, 16f, 0.5f).wwww));
    r6_ = _e128;
    let _e131 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in2_ < vec4<f32>(0f, 1f, 16f, 0.5f).wwww));
    r7_ = _e131;
    let _e133 = (_e128 + -(_e131));
    r6_ = _e133;
    let _e136 = ((_e119.zzzz * _e133) + _e115);
    r3_ = _e136;
    let _e138 = (_e136 + _e124.zzzz);
    o3_ = _e138;
    let _e141 = consts.c[256];
    let _e146 = select(_e63, (_e63 + (_e141 * _e63.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e146;
    return Output(_e146, _e102, _e107, _e138);
}
