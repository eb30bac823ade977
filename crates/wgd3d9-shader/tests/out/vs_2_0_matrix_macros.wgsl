struct Constants {
    c: array<vec4<f32>, 257>,
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
    let _e28 = v0_;
    let _e31 = consts.c[0];
    let _e34 = o0_;
    o0_ = select(_e34, vec4(dot(_e28, _e31)), vec4<bool>(true, false, false, false));
    let _e37 = v0_;
    let _e40 = consts.c[1];
    let _e43 = o0_;
    o0_ = select(_e43, vec4(dot(_e37, _e40)), vec4<bool>(false, true, false, false));
    let _e46 = v0_;
    let _e49 = consts.c[2];
    let _e52 = o0_;
    o0_ = select(_e52, vec4(dot(_e46, _e49)), vec4<bool>(false, false, true, false));
    let _e55 = v0_;
    let _e58 = consts.c[3];
    let _e61 = o0_;
    o0_ = select(_e61, vec4(dot(_e55, _e58)), vec4<bool>(false, false, false, true));
    let _e64 = v0_;
    let _e67 = consts.c[4];
    let _e70 = r0_;
    r0_ = select(_e70, vec4(dot(_e64, _e67)), vec4<bool>(true, false, false, false));
    let _e72 = v0_;
    let _e75 = consts.c[5];
    let _e78 = r0_;
    r0_ = select(_e78, vec4(dot(_e72, _e75)), vec4<bool>(false, true, false, false));
    let _e80 = v0_;
    let _e83 = consts.c[6];
    let _e86 = r0_;
    r0_ = select(_e86, vec4(dot(_e80, _e83)), vec4<bool>(false, false, true, false));
    let _e88 = v1_;
    let _e91 = consts.c[8];
    let _e96 = r1_;
    r1_ = select(_e96, vec4(dot(_e88.xyz, _e91.xyz)), vec4<bool>(true, false, false, false));
    let _e98 = v1_;
    let _e101 = consts.c[9];
    let _e106 = r1_;
    r1_ = select(_e106, vec4(dot(_e98.xyz, _e101.xyz)), vec4<bool>(false, true, false, false));
    let _e108 = v1_;
    let _e111 = consts.c[10];
    let _e116 = r1_;
    r1_ = select(_e116, vec4(dot(_e108.xyz, _e111.xyz)), vec4<bool>(false, false, true, false));
    let _e118 = v2_;
    let _e121 = consts.c[12];
    let _e126 = r2_;
    r2_ = select(_e126, vec4(dot(_e118.xyz, _e121.xyz)), vec4<bool>(true, false, false, false));
    let _e128 = v2_;
    let _e131 = consts.c[13];
    let _e136 = r2_;
    r2_ = select(_e136, vec4(dot(_e128.xyz, _e131.xyz)), vec4<bool>(false, true, false, false));
    let _e138 = v1_;
    let _e141 = consts.c[16];
    let _e146 = r3_;
    r3_ = select(_e146, vec4(dot(_e138.xyz, _e141.xyz)), vec4<bool>(true, false, false, false));
    let _e148 = v1_;
    let _e151 = consts.c[17];
    let _e156 = r3_;
    r3_ = select(_e156, vec4(dot(_e148.xyz, _e151.xyz)), vec4<bool>(false, true, false, false));
    let _e158 = v1_;
    let _e161 = consts.c[18];
    let _e166 = r3_;
    r3_ = select(_e166, vec4(dot(_e158.xyz, _e161.xyz)), vec4<bool>(false, false, true, false));
    let _e168 = v1_;
    let _e171 = consts.c[19];
    let _e176 = r3_;
    r3_ = select(_e176, vec4(dot(_e168.xyz, _e171.xyz)), vec4<bool>(false, false, false, true));
    let _e178 = r0_;
    let _e179 = o1_;
    o1_ = select(_e179, _e178, vec4<bool>(true, true, true, false));
    let _e182 = r1_;
    let _e183 = o2_;
    o2_ = select(_e183, _e182, vec4<bool>(true, true, true, false));
    let _e185 = r2_;
    let _e186 = o3_;
    o3_ = select(_e186, _e185, vec4<bool>(true, true, false, false));
    let _e189 = r3_;
    o4_ = _e189;
    let _e190 = o0_;
    let _e193 = consts.c[256];
    let _e197 = o0_;
    o0_ = select(_e197, (_e190 + (_e193 * _e190.wwww)), vec4<bool>(true, true, true, false));
    let _e199 = o0_;
    let _e200 = o1_;
    let _e201 = o2_;
    let _e202 = o3_;
    let _e203 = o4_;
    return Output(_e199, _e200, _e201, _e202, _e203);
}
