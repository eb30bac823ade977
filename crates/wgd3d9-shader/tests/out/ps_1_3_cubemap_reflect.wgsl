struct Constants {
    c: array<vec4<f32>, 25>,
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
    let _e46 = consts.c[2];
    r4_ = select(vec4<f32>(-1f, -1f, -1f, -1f), _e46, (_e46 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e49 = r4_;
    r4_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e49, (_e49 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e52 = v0_;
    let _e54 = textureSample(t0_, s0_, _e52.xy);
    r2_ = _e54;
    let _e55 = v1_;
    let _e56 = r2_;
    let _e61 = _e55.xyz;
    let _e62 = ((_e56 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e65 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e69 = select((_e61 * _e62), _e65, ((_e61 == _e65) | (_e62 == _e65)));
    let _e76 = r5_;
    r5_ = select(_e76, vec4(((_e69.x + _e69.y) + _e69.z)), vec4<bool>(true, false, false, false));
    let _e79 = v2_;
    let _e80 = r2_;
    let _e83 = _e79.xyz;
    let _e84 = ((_e80 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e86 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e90 = select((_e83 * _e84), _e86, ((_e83 == _e86) | (_e84 == _e86)));
    let _e97 = r5_;
    r5_ = select(_e97, vec4(((_e90.x + _e90.y) + _e90.z)), vec4<bool>(false, true, false, false));
    let _e100 = v3_;
    let _e101 = r2_;
    let _e104 = _e100.xyz;
    let _e105 = ((_e101 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e107 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e111 = select((_e104 * _e105), _e107, ((_e104 == _e107) | (_e105 == _e107)));
    let _e118 = r5_;
    r5_ = select(_e118, vec4(((_e111.x + _e111.y) + _e111.z)), vec4<bool>(false, false, true, false));
    let _e121 = r5_;
    let _e123 = textureSample(t3_, s3_, _e121.xy);
    r3_ = _e123;
    let _e124 = r4_;
    r1_ = _e124;
    let _e125 = r1_;
    let _e126 = r3_;
    let _e127 = v8_;
    r0_ = mix(_e127, _e126, _e125);
    let _e129 = r0_;
    o0_ = _e129;
    let _e130 = o0_;
    return Output(_e130);
}
