struct Constants {
    c: array<vec4<f32>, 225>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    let _e20 = v0_;
    v0_ = select(_e20, in0_, vec4<bool>(true, true, false, false));
    let _e23 = v0_;
    let _e25 = textureSample(t0_, s0_, _e23.xy);
    r0_ = _e25;
    let _e26 = r0_;
    let _e29 = consts.c[0];
    let _e32 = r1_;
    r1_ = select(_e32, vec4(dot(_e26, _e29)), vec4<bool>(true, false, false, false));
    let _e35 = r0_;
    let _e38 = consts.c[1];
    let _e41 = r1_;
    r1_ = select(_e41, vec4(dot(_e35, _e38)), vec4<bool>(false, true, false, false));
    let _e44 = r0_;
    let _e47 = consts.c[2];
    let _e50 = r1_;
    r1_ = select(_e50, vec4(dot(_e44, _e47)), vec4<bool>(false, false, true, false));
    let _e53 = r0_;
    let _e56 = consts.c[3];
    let _e59 = r1_;
    r1_ = select(_e59, vec4(dot(_e53, _e56)), vec4<bool>(false, false, false, true));
    let _e62 = r1_;
    let _e65 = consts.c[4];
    let _e70 = r2_;
    r2_ = select(_e70, vec4(dot(_e62.xyz, _e65.xyz)), vec4<bool>(true, false, false, false));
    let _e72 = r1_;
    let _e75 = consts.c[5];
    let _e80 = r2_;
    r2_ = select(_e80, vec4(dot(_e72.xyz, _e75.xyz)), vec4<bool>(false, true, false, false));
    let _e82 = r1_;
    let _e85 = consts.c[6];
    let _e90 = r2_;
    r2_ = select(_e90, vec4(dot(_e82.xyz, _e85.xyz)), vec4<bool>(false, false, true, false));
    let _e92 = r1_;
    let _e95 = consts.c[8];
    let _e98 = r3_;
    r3_ = select(_e98, vec4(dot(_e92, _e95)), vec4<bool>(true, false, false, false));
    let _e100 = r1_;
    let _e103 = consts.c[9];
    let _e106 = r3_;
    r3_ = select(_e106, vec4(dot(_e100, _e103)), vec4<bool>(false, true, false, false));
    let _e108 = r1_;
    let _e111 = consts.c[10];
    let _e114 = r3_;
    r3_ = select(_e114, vec4(dot(_e108, _e111)), vec4<bool>(false, false, true, false));
    let _e116 = r2_;
    let _e119 = consts.c[12];
    let _e124 = r4_;
    r4_ = select(_e124, vec4(dot(_e116.xyz, _e119.xyz)), vec4<bool>(true, false, false, false));
    let _e126 = r2_;
    let _e129 = consts.c[13];
    let _e134 = r4_;
    r4_ = select(_e134, vec4(dot(_e126.xyz, _e129.xyz)), vec4<bool>(false, true, false, false));
    let _e136 = r2_;
    let _e139 = consts.c[16];
    let _e144 = r5_;
    r5_ = select(_e144, vec4(dot(_e136.xyz, _e139.xyz)), vec4<bool>(true, false, false, false));
    let _e146 = r2_;
    let _e149 = consts.c[17];
    let _e154 = r5_;
    r5_ = select(_e154, vec4(dot(_e146.xyz, _e149.xyz)), vec4<bool>(false, true, false, false));
    let _e156 = r2_;
    let _e159 = consts.c[18];
    let _e164 = r5_;
    r5_ = select(_e164, vec4(dot(_e156.xyz, _e159.xyz)), vec4<bool>(false, false, true, false));
    let _e166 = r2_;
    let _e169 = consts.c[19];
    let _e174 = r5_;
    r5_ = select(_e174, vec4(dot(_e166.xyz, _e169.xyz)), vec4<bool>(false, false, false, true));
    let _e176 = r2_;
    let _e177 = r3_;
    let _e179 = r2_;
    r2_ = select(_e179, (_e176 + _e177), vec4<bool>(true, true, true, false));
    let _e182 = r4_;
    let _e185 = consts.c[20];
    let _e186 = r2_;
    let _e189 = r2_;
    r2_ = select(_e189, ((_e182 * _e185) + _e186), vec4<bool>(true, true, false, false));
    let _e191 = r5_;
    let _e192 = r2_;
    let _e194 = r5_;
    r5_ = select(_e194, (_e191 + _e192), vec4<bool>(true, true, true, false));
    let _e196 = r0_;
    let _e198 = r5_;
    r5_ = select(_e198, _e196.wwww, vec4<bool>(false, false, false, true));
    let _e200 = r5_;
    o0_ = _e200;
    let _e201 = o0_;
    return Output(_e201);
}
