struct Constants {
    c: array<vec4<f32>, 25>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(8) 
var t4_: texture_2d<f32>;
@group(1) @binding(9) 
var s4_: sampler;
@group(1) @binding(10) 
var t5_: texture_2d<f32>;
@group(1) @binding(11) 
var s5_: sampler;

@fragment 
fn main(@location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
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

    v4_ = in4_;
    v5_ = in5_;
    v3_ = in3_;
    v9_ = in9_;
    v8_ = in8_;
    let _e53 = consts.c[6];
    r6_ = select(vec4<f32>(-1f, -1f, -1f, -1f), _e53, (_e53 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e56 = r6_;
    r6_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e56, (_e56 < vec4<f32>(1f, 1f, 1f, 1f)));
    r7_ = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 0.5f, 0.25f, 0.125f), (vec4<f32>(1f, 0.5f, 0.25f, 0.125f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e61 = r7_;
    r7_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e61, (_e61 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e64 = v4_;
    let _e66 = textureSample(t4_, s4_, _e64.xy);
    r4_ = _e66;
    let _e67 = v5_;
    let _e69 = textureSample(t5_, s5_, _e67.xy);
    r5_ = _e69;
    let _e70 = v3_;
    let _e71 = r3_;
    r3_ = select(_e71, _e70, vec4<bool>(true, true, true, false));
    let _e74 = r4_;
    let _e75 = r6_;
    r2_ = select((_e74 * _e75), vec4<f32>(0f, 0f, 0f, 0f), ((_e74 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e75 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e82 = r5_;
    let _e83 = r7_;
    let _e84 = r2_;
    r1_ = (select((_e82 * _e83), vec4<f32>(0f, 0f, 0f, 0f), ((_e82 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e83 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e84);
    let _e91 = r1_;
    let _e92 = r3_;
    let _e94 = r1_;
    r1_ = select(_e94, (_e91 + _e92), vec4<bool>(true, true, true, false));
    let _e96 = r1_;
    let _e97 = v9_;
    let _e98 = v8_;
    r0_ = (select((_e96 * _e97), vec4<f32>(0f, 0f, 0f, 0f), ((_e96 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e97 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e98);
    let _e105 = r0_;
    o0_ = _e105;
    let _e106 = o0_;
    return Output(_e106);
}
