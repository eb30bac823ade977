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
    let _e20 = v0_;
    let _e22 = textureSample(t0_, s0_, _e20.xy);
    r0_ = _e22;
    let _e23 = v1_;
    let _e24 = _e23.xyz;
    let _e25 = _e23.xyz;
    let _e28 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e32 = select((_e24 * _e25), _e28, ((_e24 == _e28) | (_e25 == _e28)));
    let _e41 = r1_;
    r1_ = select(_e41, (_e23 * vec4(inverseSqrt(((_e32.x + _e32.y) + _e32.z)))), vec4<bool>(true, true, true, false));
    let _e44 = r0_;
    let _e45 = _e44.wwww;
    let _e46 = vec4<f32>(64f, 1f, 0f, 0f).xxxx;
    let _e52 = r2_;
    r2_ = select(_e52, select((_e45 * _e46), vec4<f32>(0f, 0f, 0f, 0f), ((_e45 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e46 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e55 = r2_;
    let _e56 = _e55.xxxx;
    let _e57 = vec4<f32>(64f, 1f, 0f, 0f).yyyy;
    let _e60 = r2_;
    r2_ = select(_e60, select(_e57, _e56, (_e56 >= _e57)), vec4<bool>(true, false, false, false));
    let _e62 = r1_;
    let _e65 = r2_;
    let _e71 = r3_;
    r3_ = select(_e71, vec4(pow(abs(_e62.zzzz.x), _e65.xxxx.x)), vec4<bool>(true, false, false, false));
    let _e73 = r0_;
    let _e74 = r3_;
    let _e75 = _e74.xxxx;
    let _e81 = r0_;
    r0_ = select(_e81, select((_e73 * _e75), vec4<f32>(0f, 0f, 0f, 0f), ((_e73 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e75 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e83 = r0_;
    o0_ = _e83;
    let _e84 = o0_;
    return Output(_e84);
}
