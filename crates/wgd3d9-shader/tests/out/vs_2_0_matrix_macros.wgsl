struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var o4_: vec4<f32> = vec4<f32>();
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
    let _e77 = consts.c[8];
    let _e82 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e77.xyz)), vec4<bool>(true, false, false, false));
    r1_ = _e82;
    let _e85 = consts.c[9];
    let _e90 = select(_e82, vec4(dot(in1_.xyz, _e85.xyz)), vec4<bool>(false, true, false, false));
    r1_ = _e90;
    let _e93 = consts.c[10];
    let _e98 = select(_e90, vec4(dot(in1_.xyz, _e93.xyz)), vec4<bool>(false, false, true, false));
    r1_ = _e98;
    let _e101 = consts.c[12];
    let _e106 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in2_.xyz, _e101.xyz)), vec4<bool>(true, false, false, false));
    r2_ = _e106;
    let _e109 = consts.c[13];
    let _e114 = select(_e106, vec4(dot(in2_.xyz, _e109.xyz)), vec4<bool>(false, true, false, false));
    r2_ = _e114;
    let _e117 = consts.c[16];
    let _e122 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e117.xyz)), vec4<bool>(true, false, false, false));
    r3_ = _e122;
    let _e125 = consts.c[17];
    let _e130 = select(_e122, vec4(dot(in1_.xyz, _e125.xyz)), vec4<bool>(false, true, false, false));
    r3_ = _e130;
    let _e133 = consts.c[18];
    let _e138 = select(_e130, vec4(dot(in1_.xyz, _e133.xyz)), vec4<bool>(false, false, true, false));
    r3_ = _e138;
    let _e141 = consts.c[19];
    let _e146 = select(_e138, vec4(dot(in1_.xyz, _e141.xyz)), vec4<bool>(false, false, false, true));
    r3_ = _e146;
    let _e148 = select(vec4<f32>(0f, 0f, 0f, 0f), _e74, vec4<bool>(true, true, true, false));
    o1_ = _e148;
    let _e149 = select(vec4<f32>(0f, 0f, 0f, 0f), _e98, vec4<bool>(true, true, true, false));
    o2_ = _e149;
    let _e151 = select(vec4<f32>(0f, 0f, 0f, 0f), _e114, vec4<bool>(true, true, false, false));
    o3_ = _e151;
    o4_ = _e146;
    let _e154 = consts.c[256];
    let _e157 = consts.c[257];
    let _e162 = select(_e56, ((_e56 * _e157) + (_e154 * _e56.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e162;
    return Output(_e162, _e148, _e149, _e151, _e146);
}
