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
    let _e35 = v8_;
    r1_ = _e35;
    let _e36 = r0_;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e36 > vec4<f32>(0.5f, 0f, 1f, 2f).xxxx));
    let _e42 = r1_;
    let _e43 = vec4<f32>(0.5f, 0f, 1f, 2f).wwww;
    let _e49 = r2_;
    let _e52 = r1_;
    r1_ = select(_e52, select((_e42 * _e43), vec4<f32>(0f, 0f, 0f, 0f), ((_e42 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e43 == vec4<f32>(0f, 0f, 0f, 0f)))), (_e49.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e54 = r1_;
    let _e58 = r2_;
    let _e61 = r1_;
    let _e63 = r1_;
    r1_ = select(_e63, select(_e61, (_e54.xxxx + vec4<f32>(0.5f, 0f, 1f, 2f).zzzz), (_e58.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e67 = r2_;
    let _e70 = r1_;
    let _e72 = r1_;
    r1_ = select(_e72, select(_e70, vec4<f32>(0.5f, 0f, 1f, 2f).yyyy, (_e67.zzzz == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    let _e75 = r0_;
    let _e76 = r1_;
    r0_ = select((_e75 * _e76), vec4<f32>(0f, 0f, 0f, 0f), ((_e75 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e76 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e82 = r0_;
    o0_ = _e82;
    let _e83 = o0_;
    return Output(_e83);
}
