struct Constants {
    c: array<vec4<f32>, 26>,
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
    let _e54 = consts.c[6];
    let _e56 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e54, (_e54 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r6_ = _e56;
    let _e58 = select(vec4<f32>(1f, 1f, 1f, 1f), _e56, (_e56 < vec4<f32>(1f, 1f, 1f, 1f)));
    r6_ = _e58;
    let _e60 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 0.5f, 0.25f, 0.125f), (vec4<f32>(1f, 0.5f, 0.25f, 0.125f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r7_ = _e60;
    let _e62 = select(vec4<f32>(1f, 1f, 1f, 1f), _e60, (_e60 < vec4<f32>(1f, 1f, 1f, 1f)));
    r7_ = _e62;
    let _e64 = textureSample(t4_, s4_, in4_.xy);
    r4_ = _e64;
    let _e66 = textureSample(t5_, s5_, in5_.xy);
    r5_ = _e66;
    let _e68 = select(vec4<f32>(0f, 0f, 0f, 0f), in3_, vec4<bool>(true, true, true, false));
    r3_ = _e68;
    let _e73 = select((_e64 * _e58), vec4<f32>(0f, 0f, 0f, 0f), ((_e64 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e58 == vec4<f32>(0f, 0f, 0f, 0f))));
    r2_ = _e73;
    let _e79 = (select((_e66 * _e62), vec4<f32>(0f, 0f, 0f, 0f), ((_e66 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e62 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e73);
    r1_ = _e79;
    let _e81 = select(_e79, (_e79 + _e68), vec4<bool>(true, true, true, false));
    r1_ = _e81;
    let _e87 = (select((_e81 * in9_), vec4<f32>(0f, 0f, 0f, 0f), ((_e81 == vec4<f32>(0f, 0f, 0f, 0f)) | (in9_ == vec4<f32>(0f, 0f, 0f, 0f)))) + in8_);
    r0_ = _e87;
    o0_ = _e87;
    return Output(_e87);
}
