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
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
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
    v8_ = in8_;
    let _e32 = v0_;
    let _e34 = textureSample(t0_, s0_, _e32.xy);
    r0_ = _e34;
    let _e35 = r0_;
    let _e38 = consts.c[1];
    let _e39 = _e35.xyz;
    let _e40 = _e38.xyz;
    let _e43 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e47 = select((_e39 * _e40), _e43, ((_e39 == _e43) | (_e40 == _e43)));
    let _e54 = r1_;
    r1_ = select(_e54, vec4(((_e47.x + _e47.y) + _e47.z)), vec4<bool>(true, false, false, false));
    let _e57 = v8_;
    r2_ = _e57;
    let _e58 = r1_;
    if (_e58.xxxx.x < vec4<f32>(0.5f, 0f, 1f, 0.25f).xxxx.x) {
        let _e64 = r2_;
        let _e65 = vec4<f32>(0.5f, 0f, 1f, 0.25f).wwww;
        let _e71 = r2_;
        r2_ = select(_e71, select((_e64 * _e65), vec4<f32>(0f, 0f, 0f, 0f), ((_e64 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e65 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    } else {
        let _e74 = r2_;
        let _e77 = r2_;
        r2_ = select(_e77, (_e74 + vec4<f32>(0.5f, 0f, 1f, 0.25f).wwww), vec4<bool>(true, true, true, false));
    }
    let _e79 = r0_;
    if (_e79.wwww.x >= vec4<f32>(0.5f, 0f, 1f, 0.25f).zzzz.x) {
        let _e86 = r2_;
        r2_ = select(_e86, vec4<f32>(0.5f, 0f, 1f, 0.25f).zzzz, vec4<bool>(false, false, false, true));
    }
    let _e89 = r0_;
    let _e90 = r2_;
    r0_ = select((_e89 * _e90), vec4<f32>(0f, 0f, 0f, 0f), ((_e89 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e90 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e96 = r0_;
    o0_ = _e96;
    let _e97 = o0_;
    return Output(_e97);
}
