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
    let _e40 = consts.c[0];
    let _e44 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e40)), vec4<bool>(true, false, false, false));
    o0_ = _e44;
    let _e47 = consts.c[1];
    let _e51 = select(_e44, vec4(dot(in0_, _e47)), vec4<bool>(false, true, false, false));
    o0_ = _e51;
    let _e54 = consts.c[2];
    let _e58 = select(_e51, vec4(dot(in0_, _e54)), vec4<bool>(false, false, true, false));
    o0_ = _e58;
    let _e61 = consts.c[3];
    let _e65 = select(_e58, vec4(dot(in0_, _e61)), vec4<bool>(false, false, false, true));
    o0_ = _e65;
    let _e67 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    r0_ = _e67;
    let _e69 = select(_e67, vec4<f32>(0f, 1f, 2f, 0f).yyyy, vec4<bool>(false, false, false, true));
    r0_ = _e69;
    let _e72 = textureSampleLevel(t17_, s17_, _e69.xyz, _e69.w);
    r1_ = _e72;
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    r2_ = _e73;
    let _e75 = select(_e73, vec4<f32>(0f, 1f, 2f, 0f).xxxx, vec4<bool>(false, false, false, true));
    r2_ = _e75;
    let _e78 = textureSampleLevel(t18_, s18_, _e75.xyz, _e75.w);
    r3_ = _e78;
    let _e80 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, false, false));
    r4_ = _e80;
    let _e83 = select(_e80, vec4<f32>(0f, 1f, 2f, 0f).zzzz, vec4<bool>(false, false, true, true));
    r4_ = _e83;
    let _e86 = textureSampleLevel(t19_, s19_, _e83.xy, _e83.w);
    r5_ = _e86;
    o1_ = _e72;
    let _e87 = (_e78 * _e86);
    o2_ = _e87;
    o3_ = _e83;
    let _e90 = consts.c[256];
    let _e94 = select(_e65, (_e65 + (_e90 * _e65.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e94;
    return Output(_e94, _e72, _e87, _e83);
}
