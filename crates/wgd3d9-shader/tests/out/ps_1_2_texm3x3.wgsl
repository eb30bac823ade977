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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
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
    let _e40 = textureSample(t0_, s0_, in0_.xy);
    r1_ = _e40;
    let _e45 = in1_.xyz;
    let _e46 = ((_e40 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e48 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e52 = select((_e45 * _e46), _e48, ((_e45 == _e48) | (_e46 == _e48)));
    let _e60 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e52.x + _e52.y) + _e52.z)), vec4<bool>(true, false, false, false));
    r3_ = _e60;
    let _e63 = in2_.xyz;
    let _e64 = ((_e40 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e66 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e70 = select((_e63 * _e64), _e66, ((_e63 == _e66) | (_e64 == _e66)));
    let _e78 = select(_e60, vec4(((_e70.x + _e70.y) + _e70.z)), vec4<bool>(false, true, false, false));
    r3_ = _e78;
    let _e81 = in3_.xyz;
    let _e82 = ((_e40 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e84 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e88 = select((_e81 * _e82), _e84, ((_e81 == _e84) | (_e82 == _e84)));
    let _e96 = select(_e78, vec4(((_e88.x + _e88.y) + _e88.z)), vec4<bool>(false, false, true, false));
    r3_ = _e96;
    let _e98 = select(vec4<f32>(0f, 0f, 0f, 0f), _e96, vec4<bool>(true, true, true, false));
    r2_ = _e98;
    let _e100 = select(_e98, vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    r2_ = _e100;
    let _e103 = _e100.xyz;
    let _e104 = ((in8_ * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e106 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e110 = select((_e103 * _e104), _e106, ((_e103 == _e106) | (_e104 == _e106)));
    let _e117 = saturate(vec4(((_e110.x + _e110.y) + _e110.z)));
    r0_ = _e117;
    o0_ = _e117;
    return Output(_e117);
}
