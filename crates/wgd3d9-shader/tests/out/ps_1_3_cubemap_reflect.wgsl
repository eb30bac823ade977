struct Constants {
    c: array<vec4<f32>, 26>,
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
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();
    var v5_: vec4<f32> = vec4<f32>();
    var v6_: vec4<f32> = vec4<f32>();
    var v7_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    v8_ = in8_;
    let _e47 = consts.c[2];
    let _e49 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e47, (_e47 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r4_ = _e49;
    let _e51 = select(vec4<f32>(1f, 1f, 1f, 1f), _e49, (_e49 < vec4<f32>(1f, 1f, 1f, 1f)));
    r4_ = _e51;
    let _e53 = textureSample(t0_, s0_, in0_.xy);
    r2_ = _e53;
    let _e58 = in1_.xyz;
    let _e59 = ((_e53 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e61 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e65 = select((_e58 * _e59), _e61, ((_e58 == _e61) | (_e59 == _e61)));
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e65.x + _e65.y) + _e65.z)), vec4<bool>(true, false, false, false));
    r5_ = _e73;
    let _e76 = in2_.xyz;
    let _e77 = ((_e53 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e79 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e83 = select((_e76 * _e77), _e79, ((_e76 == _e79) | (_e77 == _e79)));
    let _e91 = select(_e73, vec4(((_e83.x + _e83.y) + _e83.z)), vec4<bool>(false, true, false, false));
    r5_ = _e91;
    let _e94 = in3_.xyz;
    let _e95 = ((_e53 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e97 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e101 = select((_e94 * _e95), _e97, ((_e94 == _e97) | (_e95 == _e97)));
    let _e109 = select(_e91, vec4(((_e101.x + _e101.y) + _e101.z)), vec4<bool>(false, false, true, false));
    r5_ = _e109;
    let _e111 = textureSample(t3_, s3_, _e109.xy);
    r3_ = _e111;
    r1_ = _e51;
    let _e112 = mix(in8_, _e111, _e51);
    r0_ = _e112;
    o0_ = _e112;
    return Output(_e112);
}
