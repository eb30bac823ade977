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
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
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
    var v9_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v8_ = in8_;
    v9_ = in9_;
    let _e34 = v0_;
    let _e36 = textureSample(t0_, s0_, _e34.xy);
    r0_ = _e36;
    let _e37 = r0_;
    let _e38 = v8_;
    let _e41 = consts.c[0];
    r1_ = saturate((select((_e37 * _e38), vec4<f32>(0f, 0f, 0f, 0f), ((_e37 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e38 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e41));
    let _e50 = r1_;
    let _e51 = v9_;
    r1_ = saturate((_e50 + _e51));
    let _e54 = r1_;
    let _e57 = consts.c[1];
    let _e58 = _e54.xyz;
    let _e59 = _e57.xyz;
    let _e61 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e65 = select((_e58 * _e59), _e61, ((_e58 == _e61) | (_e59 == _e61)));
    let _e73 = r2_;
    r2_ = select(_e73, saturate(vec4(((_e65.x + _e65.y) + _e65.z))), vec4<bool>(true, false, false, false));
    let _e76 = r1_;
    let _e77 = r2_;
    let _e78 = _e77.xxxx;
    let _e85 = r1_;
    r1_ = select(_e85, saturate(select((_e76 * _e78), vec4<f32>(0f, 0f, 0f, 0f), ((_e76 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e78 == vec4<f32>(0f, 0f, 0f, 0f))))), vec4<bool>(true, true, true, false));
    let _e88 = r1_;
    o0_ = _e88;
    let _e89 = o0_;
    return Output(_e89);
}
