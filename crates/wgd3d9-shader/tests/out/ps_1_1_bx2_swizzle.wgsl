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
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
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
    var v9_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v8_ = in8_;
    v9_ = in9_;
    let _e46 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.5f, 0.5f, 0.5f, 0.25f), (vec4<f32>(0.5f, 0.5f, 0.5f, 0.25f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r4_ = _e46;
    let _e48 = select(vec4<f32>(1f, 1f, 1f, 1f), _e46, (_e46 < vec4<f32>(1f, 1f, 1f, 1f)));
    r4_ = _e48;
    let _e50 = textureSample(t0_, s0_, in0_.xy);
    r2_ = _e50;
    let _e52 = textureSample(t1_, s1_, in1_.xy);
    r3_ = _e52;
    let _e59 = ((_e50 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e60 = ((in8_ * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e62 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e66 = select((_e59 * _e60), _e62, ((_e59 == _e62) | (_e60 == _e62)));
    let _e73 = saturate(vec4(((_e66.x + _e66.y) + _e66.z)));
    r1_ = _e73;
    let _e80 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e52 * _e73), vec4<f32>(0f, 0f, 0f, 0f), ((_e52 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e73 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e80;
    let _e83 = ((_e50.wwww * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e89 = select(_e73, select((in9_ * _e83), vec4<f32>(0f, 0f, 0f, 0f), ((in9_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e83 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r1_ = _e89;
    let _e93 = -((in8_.wwww - vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)));
    let _e101 = select(_e80, saturate((select((_e89 * _e93), vec4<f32>(0f, 0f, 0f, 0f), ((_e89 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e93 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e80)), vec4<bool>(true, true, true, false));
    r0_ = _e101;
    let _e102 = _e52.wwww;
    let _e104 = (vec4<f32>(1f, 1f, 1f, 1f) - _e89.zzzz);
    let _e111 = select(_e89, select((_e102 * _e104), vec4<f32>(0f, 0f, 0f, 0f), ((_e102 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e104 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    r1_ = _e111;
    let _e114 = -((_e50.zzzz - vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)));
    let _e122 = select(_e101, (select((_e114 * _e48), vec4<f32>(0f, 0f, 0f, 0f), ((_e114 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e48 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e111.wwww), vec4<bool>(false, false, false, true));
    r0_ = _e122;
    o0_ = _e122;
    return Output(_e122);
}
