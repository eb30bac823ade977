struct Constants {
    c: array<vec4<f32>, 34>,
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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e22 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e22;
    let _e23 = in1_.xyz;
    let _e24 = in1_.xyz;
    let _e26 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e30 = select((_e23 * _e24), _e26, ((_e23 == _e26) | (_e24 == _e26)));
    let _e35 = ((_e30.x + _e30.y) + _e30.z);
    let _e43 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e35))), vec4<f32>(0f, 0f, 0f, 0f), (_e35 == 0f)), vec4<bool>(true, true, true, false));
    r1_ = _e43;
    let _e44 = _e22.wwww;
    let _e45 = vec4<f32>(64f, 1f, 0f, 0f).xxxx;
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e44 * _e45), vec4<f32>(0f, 0f, 0f, 0f), ((_e44 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e45 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    r2_ = _e52;
    let _e53 = _e52.xxxx;
    let _e54 = vec4<f32>(64f, 1f, 0f, 0f).yyyy;
    let _e57 = select(_e52, select(_e54, _e53, (_e53 >= _e54)), vec4<bool>(true, false, false, false));
    r2_ = _e57;
    let _e62 = abs(_e43.zzzz.x);
    let _e74 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(min(select(select(pow(_e62, _e57.xxxx.x), 340282350000000000000000000000000000000f, ((_e62 == 0f) && (_e57.xxxx.x < 0f))), 1f, (_e57.xxxx.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(true, false, false, false));
    r3_ = _e74;
    let _e75 = _e74.xxxx;
    let _e81 = select(_e22, select((_e22 * _e75), vec4<f32>(0f, 0f, 0f, 0f), ((_e22 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e75 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e81;
    o0_ = _e81;
    return Output(_e81);
}
