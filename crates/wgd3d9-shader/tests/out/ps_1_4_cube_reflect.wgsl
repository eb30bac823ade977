struct Constants {
    c: array<vec4<f32>, 25>,
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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v3_ = in3_;
    let _e30 = v0_;
    let _e32 = textureSample(t0_, s0_, _e30.xy);
    r0_ = _e32;
    let _e33 = v1_;
    let _e34 = r1_;
    r1_ = select(_e34, _e33, vec4<bool>(true, true, true, false));
    let _e37 = r0_;
    let _e42 = r1_;
    let _e43 = ((_e37 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e44 = _e42.xyz;
    let _e47 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e51 = select((_e43 * _e44), _e47, ((_e43 == _e47) | (_e44 == _e47)));
    let _e59 = r3_;
    r3_ = select(_e59, (vec4(((_e51.x + _e51.y) + _e51.z)) * vec4<f32>(2f, 2f, 2f, 2f)), vec4<bool>(true, true, true, false));
    let _e61 = r0_;
    let _e63 = ((_e61 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e64 = r3_;
    let _e70 = r3_;
    r3_ = select(_e70, select((_e63 * _e64), vec4<f32>(0f, 0f, 0f, 0f), ((_e63 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e64 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e72 = r3_;
    let _e73 = r1_;
    let _e76 = r2_;
    r2_ = select(_e76, (_e72 + -(_e73)), vec4<bool>(true, true, true, false));
    let _e78 = r2_;
    let _e80 = textureSample(t2_, s2_, _e78.xy);
    r2_ = _e80;
    let _e81 = v3_;
    let _e83 = textureSample(t3_, s3_, _e81.xy);
    r3_ = _e83;
    let _e84 = r2_;
    let _e85 = r3_;
    let _e91 = r0_;
    r0_ = select(_e91, select((_e84 * _e85), vec4<f32>(0f, 0f, 0f, 0f), ((_e84 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e85 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e93 = r3_;
    let _e94 = r0_;
    r0_ = select(_e94, _e93, vec4<bool>(false, false, false, true));
    let _e97 = r0_;
    o0_ = _e97;
    let _e98 = o0_;
    return Output(_e98);
}
