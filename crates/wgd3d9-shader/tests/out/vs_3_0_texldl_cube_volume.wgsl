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
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e41 = consts.c[0];
    let _e45 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e41)), vec4<bool>(true, false, false, false));
    o0_ = _e45;
    let _e48 = consts.c[1];
    let _e52 = select(_e45, vec4(dot(in0_, _e48)), vec4<bool>(false, true, false, false));
    o0_ = _e52;
    let _e55 = consts.c[2];
    let _e59 = select(_e52, vec4(dot(in0_, _e55)), vec4<bool>(false, false, true, false));
    o0_ = _e59;
    let _e62 = consts.c[3];
    let _e66 = select(_e59, vec4(dot(in0_, _e62)), vec4<bool>(false, false, false, true));
    o0_ = _e66;
    let _e68 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    r0_ = _e68;
    let _e70 = select(_e68, vec4<f32>(0f, 1f, 2f, 0f).yyyy, vec4<bool>(false, false, false, true));
    r0_ = _e70;
    let _e73 = textureSampleLevel(t17_, s17_, _e70.xyz, _e70.w);
    r1_ = _e73;
    let _e74 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    r2_ = _e74;
    let _e76 = select(_e74, vec4<f32>(0f, 1f, 2f, 0f).xxxx, vec4<bool>(false, false, false, true));
    r2_ = _e76;
    let _e79 = textureSampleLevel(t18_, s18_, _e76.xyz, _e76.w);
    r3_ = _e79;
    let _e81 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, false, false));
    r4_ = _e81;
    let _e84 = select(_e81, vec4<f32>(0f, 1f, 2f, 0f).zzzz, vec4<bool>(false, false, true, true));
    r4_ = _e84;
    let _e87 = textureSampleLevel(t19_, s19_, _e84.xy, _e84.w);
    r5_ = _e87;
    o1_ = _e73;
    let _e88 = (_e79 * _e87);
    o2_ = _e88;
    o3_ = _e84;
    let _e91 = consts.c[256];
    let _e94 = consts.c[257];
    let _e99 = select(_e66, ((_e66 * _e94) + (_e91 * _e66.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e99;
    return Output(_e99, _e73, _e88, _e84);
}
