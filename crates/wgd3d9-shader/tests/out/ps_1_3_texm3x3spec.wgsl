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
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
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
    let _e51 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0f, 0f, 1f, 0f), (vec4<f32>(0f, 0f, 1f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r3_ = _e51;
    let _e53 = select(vec4<f32>(1f, 1f, 1f, 1f), _e51, (_e51 < vec4<f32>(1f, 1f, 1f, 1f)));
    r3_ = _e53;
    let _e56 = consts.c[1];
    let _e58 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e56, (_e56 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r4_ = _e58;
    let _e60 = select(vec4<f32>(1f, 1f, 1f, 1f), _e58, (_e58 < vec4<f32>(1f, 1f, 1f, 1f)));
    r4_ = _e60;
    let _e62 = textureSample(t0_, s0_, in0_.xy);
    r1_ = _e62;
    let _e67 = in1_.xyz;
    let _e68 = ((_e62 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e70 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e74 = select((_e67 * _e68), _e70, ((_e67 == _e70) | (_e68 == _e70)));
    let _e82 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e74.x + _e74.y) + _e74.z)), vec4<bool>(true, false, false, false));
    r6_ = _e82;
    let _e85 = in2_.xyz;
    let _e86 = ((_e62 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e88 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e92 = select((_e85 * _e86), _e88, ((_e85 == _e88) | (_e86 == _e88)));
    let _e100 = select(_e82, vec4(((_e92.x + _e92.y) + _e92.z)), vec4<bool>(false, true, false, false));
    r6_ = _e100;
    let _e103 = in3_.xyz;
    let _e104 = ((_e62 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e106 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e110 = select((_e103 * _e104), _e106, ((_e103 == _e106) | (_e104 == _e106)));
    let _e118 = select(_e100, vec4(((_e110.x + _e110.y) + _e110.z)), vec4<bool>(false, false, true, false));
    r6_ = _e118;
    let _e119 = _e118.xyz;
    let _e120 = _e53.xyz;
    let _e122 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e126 = select((_e119 * _e120), _e122, ((_e119 == _e122) | (_e120 == _e122)));
    let _e133 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e126.x + _e126.y) + _e126.z)), vec4<bool>(true, false, false, false));
    r7_ = _e133;
    let _e134 = _e118.xyz;
    let _e135 = _e118.xyz;
    let _e137 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e141 = select((_e134 * _e135), _e137, ((_e134 == _e137) | (_e135 == _e137)));
    let _e148 = select(_e133, vec4(((_e141.x + _e141.y) + _e141.z)), vec4<bool>(false, true, false, false));
    r7_ = _e148;
    let _e154 = select(_e148, vec4((1f / _e148.yyyy.x)), vec4<bool>(false, false, true, false));
    r7_ = _e154;
    let _e155 = _e154.xxxx;
    let _e156 = _e154.zzzz;
    let _e163 = select(_e154, select((_e155 * _e156), vec4<f32>(0f, 0f, 0f, 0f), ((_e155 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e156 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    r7_ = _e163;
    let _e165 = (_e163.wwww * vec4<f32>(2f, 2f, 2f, 2f));
    let _e172 = (select((_e118 * _e165), vec4<f32>(0f, 0f, 0f, 0f), ((_e118 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e165 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e53));
    r5_ = _e172;
    let _e174 = textureSample(t3_, s3_, _e172.xy);
    r2_ = _e174;
    let _e180 = (select((_e174 * _e60), vec4<f32>(0f, 0f, 0f, 0f), ((_e174 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e60 == vec4<f32>(0f, 0f, 0f, 0f)))) + in8_);
    r0_ = _e180;
    o0_ = _e180;
    return Output(_e180);
}
