struct Constants {
    c: array<vec4<f32>, 33>,
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
    let _e40 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * vec4(inverseSqrt(((_e30.x + _e30.y) + _e30.z)))), vec4<bool>(true, true, true, false));
    r1_ = _e40;
    let _e41 = _e22.wwww;
    let _e42 = vec4<f32>(64f, 1f, 0f, 0f).xxxx;
    let _e49 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e41 * _e42), vec4<f32>(0f, 0f, 0f, 0f), ((_e41 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e42 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    r2_ = _e49;
    let _e50 = _e49.xxxx;
    let _e51 = vec4<f32>(64f, 1f, 0f, 0f).yyyy;
    let _e54 = select(_e49, select(_e51, _e50, (_e50 >= _e51)), vec4<bool>(true, false, false, false));
    r2_ = _e54;
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(pow(abs(_e40.zzzz.x), _e54.xxxx.x)), vec4<bool>(true, false, false, false));
    r3_ = _e62;
    let _e63 = _e62.xxxx;
    let _e69 = select(_e22, select((_e22 * _e63), vec4<f32>(0f, 0f, 0f, 0f), ((_e22 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e63 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e69;
    o0_ = _e69;
    return Output(_e69);
}
