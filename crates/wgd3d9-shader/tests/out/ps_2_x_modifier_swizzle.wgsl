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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e19 = v0_;
    let _e21 = textureSample(t0_, s0_, _e19.xy);
    r0_ = _e21;
    let _e22 = r0_;
    r1_ = (-(_e22.yzxw) + vec4<f32>(0.5f, -1f, 2f, 0.25f).xxxx);
    let _e27 = v0_;
    let _e29 = -(_e27.wzyx);
    let _e30 = vec4<f32>(0.5f, -1f, 2f, 0.25f).zzyy;
    let _e31 = r0_;
    r2_ = (select((_e29 * _e30), vec4<f32>(0f, 0f, 0f, 0f), ((_e29 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e30 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e31);
    let _e39 = r1_;
    r3_ = abs(_e39);
    let _e41 = r3_;
    let _e49 = r4_;
    r4_ = select(_e49, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (-(_e41.zwww) < -(vec4<f32>(0.5f, -1f, 2f, 0.25f).wwww))), vec4<bool>(true, true, false, false));
    let _e52 = r2_;
    let _e54 = -(_e52.yxxx);
    let _e55 = r3_;
    let _e56 = _e55.xxxx;
    let _e62 = r4_;
    let _e65 = r2_;
    let _e67 = r2_;
    r2_ = select(_e67, select(_e65, select((_e54 * _e56), vec4<f32>(0f, 0f, 0f, 0f), ((_e54 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e56 == vec4<f32>(0f, 0f, 0f, 0f)))), (_e62.yyyy == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    let _e69 = r2_;
    o0_ = _e69;
    let _e70 = o0_;
    return Output(_e70);
}
