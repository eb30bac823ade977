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
    let _e17 = v0_;
    let _e19 = textureSample(t0_, s0_, _e17.xy);
    r0_ = _e19;
    let _e20 = v1_;
    let _e21 = _e20.xyz;
    let _e22 = _e20.xyz;
    let _e25 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e29 = select((_e21 * _e22), _e25, ((_e21 == _e25) | (_e22 == _e25)));
    let _e38 = r1_;
    r1_ = select(_e38, (_e20 * vec4(inverseSqrt(((_e29.x + _e29.y) + _e29.z)))), vec4<bool>(true, true, true, false));
    let _e41 = r1_;
    let _e44 = consts.c[0];
    let _e45 = _e41.xyz;
    let _e46 = _e44.xyz;
    let _e48 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e52 = select((_e45 * _e46), _e48, ((_e45 == _e48) | (_e46 == _e48)));
    let _e60 = r2_;
    r2_ = select(_e60, saturate(vec4(((_e52.x + _e52.y) + _e52.z))), vec4<bool>(true, false, false, false));
    let _e63 = r0_;
    let _e64 = r2_;
    let _e65 = _e64.xxxx;
    let _e71 = r0_;
    r0_ = select(_e71, select((_e63 * _e65), vec4<f32>(0f, 0f, 0f, 0f), ((_e63 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e65 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e73 = r0_;
    let _e76 = consts.c[1];
    let _e82 = r0_;
    r0_ = select(_e82, select((_e73 * _e76), vec4<f32>(0f, 0f, 0f, 0f), ((_e73 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e76 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e84 = r0_;
    let _e87 = consts.c[2];
    let _e89 = r0_;
    r0_ = select(_e89, (_e84 + _e87), vec4<bool>(true, true, true, false));
    let _e91 = r0_;
    o0_ = _e91;
    let _e92 = o0_;
    return Output(_e92);
}
