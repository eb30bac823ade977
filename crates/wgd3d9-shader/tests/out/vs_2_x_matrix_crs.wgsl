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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var o4_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    let _e36 = consts.c[0];
    let _e40 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e36)), vec4<bool>(true, false, false, false));
    o0_ = _e40;
    let _e43 = consts.c[1];
    let _e47 = select(_e40, vec4(dot(in0_, _e43)), vec4<bool>(false, true, false, false));
    o0_ = _e47;
    let _e50 = consts.c[2];
    let _e54 = select(_e47, vec4(dot(in0_, _e50)), vec4<bool>(false, false, true, false));
    o0_ = _e54;
    let _e57 = consts.c[3];
    let _e61 = select(_e54, vec4(dot(in0_, _e57)), vec4<bool>(false, false, false, true));
    o0_ = _e61;
    let _e64 = consts.c[4];
    let _e69 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e64.xyz)), vec4<bool>(true, false, false, false));
    r0_ = _e69;
    let _e72 = consts.c[5];
    let _e77 = select(_e69, vec4(dot(in1_.xyz, _e72.xyz)), vec4<bool>(false, true, false, false));
    r0_ = _e77;
    let _e80 = consts.c[6];
    let _e85 = select(_e77, vec4(dot(in1_.xyz, _e80.xyz)), vec4<bool>(false, false, true, false));
    r0_ = _e85;
    let _e90 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in2_.xyz, _e64.xyz)), vec4<bool>(true, false, false, false));
    r1_ = _e90;
    let _e95 = select(_e90, vec4(dot(in2_.xyz, _e72.xyz)), vec4<bool>(false, true, false, false));
    r1_ = _e95;
    let _e100 = select(_e95, vec4(dot(in2_.xyz, _e80.xyz)), vec4<bool>(false, false, true, false));
    r1_ = _e100;
    let _e103 = cross(_e85.xyz, _e100.xyz);
    let _e110 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e103.x, _e103.y, _e103.z, 0f), vec4<bool>(true, true, true, false));
    r2_ = _e110;
    let _e113 = consts.c[8];
    let _e118 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, _e113.xyz)), vec4<bool>(true, false, false, false));
    r3_ = _e118;
    let _e121 = consts.c[9];
    let _e126 = select(_e118, vec4(dot(in3_.xyz, _e121.xyz)), vec4<bool>(false, true, false, false));
    r3_ = _e126;
    let _e129 = consts.c[10];
    let _e134 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e110.xyz, _e129.xyz)), vec4<bool>(true, false, false, false));
    r4_ = _e134;
    let _e137 = consts.c[11];
    let _e142 = select(_e134, vec4(dot(_e110.xyz, _e137.xyz)), vec4<bool>(false, true, false, false));
    r4_ = _e142;
    let _e145 = consts.c[12];
    let _e150 = select(_e142, vec4(dot(_e110.xyz, _e145.xyz)), vec4<bool>(false, false, true, false));
    r4_ = _e150;
    let _e153 = consts.c[13];
    let _e158 = select(_e150, vec4(dot(_e110.xyz, _e153.xyz)), vec4<bool>(false, false, false, true));
    r4_ = _e158;
    let _e160 = select(vec4<f32>(0f, 0f, 0f, 0f), _e126, vec4<bool>(true, true, false, false));
    o1_ = _e160;
    let _e161 = select(vec4<f32>(0f, 0f, 0f, 0f), _e85, vec4<bool>(true, true, true, false));
    o2_ = _e161;
    let _e162 = select(vec4<f32>(0f, 0f, 0f, 0f), _e110, vec4<bool>(true, true, true, false));
    o3_ = _e162;
    o4_ = _e158;
    let _e165 = consts.c[256];
    let _e168 = consts.c[257];
    let _e173 = select(_e61, ((_e61 * _e168) + (_e165 * _e61.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e173;
    return Output(_e173, _e160, _e161, _e162, _e158);
}
