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
@group(1) @binding(34) 
var t17_: texture_cube<f32>;
@group(1) @binding(35) 
var s17_: sampler;
@group(1) @binding(36) 
var t18_: texture_3d<f32>;
@group(1) @binding(37) 
var s18_: sampler;
@group(1) @binding(38) 
var t19_: texture_2d<f32>;
@group(1) @binding(39) 
var s19_: sampler;

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
    var o3_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e37 = v0_;
    let _e40 = consts.c[0];
    let _e43 = o0_;
    o0_ = select(_e43, vec4(dot(_e37, _e40)), vec4<bool>(true, false, false, false));
    let _e46 = v0_;
    let _e49 = consts.c[1];
    let _e52 = o0_;
    o0_ = select(_e52, vec4(dot(_e46, _e49)), vec4<bool>(false, true, false, false));
    let _e55 = v0_;
    let _e58 = consts.c[2];
    let _e61 = o0_;
    o0_ = select(_e61, vec4(dot(_e55, _e58)), vec4<bool>(false, false, true, false));
    let _e64 = v0_;
    let _e67 = consts.c[3];
    let _e70 = o0_;
    o0_ = select(_e70, vec4(dot(_e64, _e67)), vec4<bool>(false, false, false, true));
    let _e73 = v1_;
    let _e74 = r0_;
    r0_ = select(_e74, _e73, vec4<bool>(true, true, true, false));
    let _e78 = r0_;
    r0_ = select(_e78, vec4<f32>(0f, 1f, 2f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e80 = r0_;
    let _e83 = textureSampleLevel(t17_, s17_, _e80.xyz, _e80.w);
    r1_ = _e83;
    let _e84 = v0_;
    let _e85 = r2_;
    r2_ = select(_e85, _e84, vec4<bool>(true, true, true, false));
    let _e88 = r2_;
    r2_ = select(_e88, vec4<f32>(0f, 1f, 2f, 0f).xxxx, vec4<bool>(false, false, false, true));
    let _e90 = r2_;
    let _e93 = textureSampleLevel(t18_, s18_, _e90.xyz, _e90.w);
    r3_ = _e93;
    let _e94 = v2_;
    let _e95 = r4_;
    r4_ = select(_e95, _e94, vec4<bool>(true, true, false, false));
    let _e99 = r4_;
    r4_ = select(_e99, vec4<f32>(0f, 1f, 2f, 0f).zzzz, vec4<bool>(false, false, true, true));
    let _e102 = r4_;
    let _e105 = textureSampleLevel(t19_, s19_, _e102.xy, _e102.w);
    r5_ = _e105;
    let _e106 = r1_;
    o1_ = _e106;
    let _e107 = r3_;
    let _e108 = r5_;
    o2_ = (_e107 * _e108);
    let _e110 = r4_;
    o3_ = _e110;
    let _e111 = o0_;
    let _e114 = consts.c[256];
    let _e118 = o0_;
    o0_ = select(_e118, (_e111 + (_e114 * _e111.wwww)), vec4<bool>(true, true, true, false));
    let _e120 = o0_;
    let _e121 = o1_;
    let _e122 = o2_;
    let _e123 = o3_;
    return Output(_e120, _e121, _e122, _e123);
}
