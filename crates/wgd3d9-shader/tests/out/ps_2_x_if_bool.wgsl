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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e20 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e20;
    let _e21 = in1_.xyz;
    let _e22 = in1_.xyz;
    let _e24 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e28 = select((_e21 * _e22), _e24, ((_e21 == _e24) | (_e22 == _e24)));
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * vec4(inverseSqrt(((_e28.x + _e28.y) + _e28.z)))), vec4<bool>(true, true, true, false));
    if true {
        let _e40 = r1_;
        let _e43 = consts.c[1];
        let _e44 = _e40.xyz;
        let _e45 = _e43.xyz;
        let _e47 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e51 = select((_e44 * _e45), _e47, ((_e44 == _e47) | (_e45 == _e47)));
        let _e59 = r2_;
        let _e61 = select(_e59, saturate(vec4(((_e51.x + _e51.y) + _e51.z))), vec4<bool>(true, false, false, false));
        r2_ = _e61;
        let _e62 = r0_;
        let _e63 = _e61.xxxx;
        r0_ = select(_e62, select((_e62 * _e63), vec4<f32>(0f, 0f, 0f, 0f), ((_e62 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e63 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    } else {
        let _e70 = r0_;
        let _e73 = consts.c[2];
        r0_ = select(_e70, select((_e70 * _e73), vec4<f32>(0f, 0f, 0f, 0f), ((_e70 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e73 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    let _e80 = r0_;
    o0_ = _e80;
    return Output(_e80);
}
