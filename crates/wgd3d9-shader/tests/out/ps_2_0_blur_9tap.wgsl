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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e19 = v0_;
    let _e20 = r0_;
    r0_ = select(_e20, _e19, vec4<bool>(true, true, false, false));
    let _e23 = r0_;
    let _e25 = textureSample(t0_, s0_, _e23.xy);
    r1_ = _e25;
    let _e26 = r1_;
    let _e27 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).xxxx;
    r1_ = select((_e26 * _e27), vec4<f32>(0f, 0f, 0f, 0f), ((_e26 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e27 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e34 = r0_;
    let _e37 = r2_;
    r2_ = select(_e37, (_e34 + vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).xxxx), vec4<bool>(true, true, false, false));
    let _e39 = r2_;
    let _e41 = textureSample(t0_, s0_, _e39.xy);
    r3_ = _e41;
    let _e42 = r3_;
    let _e43 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).yyyy;
    let _e44 = r1_;
    r1_ = (select((_e42 * _e43), vec4<f32>(0f, 0f, 0f, 0f), ((_e42 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e43 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e44);
    let _e51 = r0_;
    let _e55 = r2_;
    r2_ = select(_e55, (_e51 + -(vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).xxxx)), vec4<bool>(true, true, false, false));
    let _e57 = r2_;
    let _e59 = textureSample(t0_, s0_, _e57.xy);
    r3_ = _e59;
    let _e60 = r3_;
    let _e61 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).yyyy;
    let _e62 = r1_;
    r1_ = (select((_e60 * _e61), vec4<f32>(0f, 0f, 0f, 0f), ((_e60 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e61 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e62);
    let _e69 = r0_;
    let _e72 = r2_;
    r2_ = select(_e72, (_e69 + vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).yyyy), vec4<bool>(true, true, false, false));
    let _e74 = r2_;
    let _e76 = textureSample(t0_, s0_, _e74.xy);
    r3_ = _e76;
    let _e77 = r3_;
    let _e78 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).zzzz;
    let _e79 = r1_;
    r1_ = (select((_e77 * _e78), vec4<f32>(0f, 0f, 0f, 0f), ((_e77 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e78 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e79);
    let _e86 = r0_;
    let _e90 = r2_;
    r2_ = select(_e90, (_e86 + -(vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).yyyy)), vec4<bool>(true, true, false, false));
    let _e92 = r2_;
    let _e94 = textureSample(t0_, s0_, _e92.xy);
    r3_ = _e94;
    let _e95 = r3_;
    let _e96 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).zzzz;
    let _e97 = r1_;
    r1_ = (select((_e95 * _e96), vec4<f32>(0f, 0f, 0f, 0f), ((_e95 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e96 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e97);
    let _e104 = r0_;
    let _e107 = r2_;
    r2_ = select(_e107, (_e104 + vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).zzzz), vec4<bool>(true, true, false, false));
    let _e109 = r2_;
    let _e111 = textureSample(t0_, s0_, _e109.xy);
    r3_ = _e111;
    let _e112 = r3_;
    let _e113 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).wwww;
    let _e114 = r1_;
    r1_ = (select((_e112 * _e113), vec4<f32>(0f, 0f, 0f, 0f), ((_e112 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e113 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e114);
    let _e121 = r0_;
    let _e125 = r2_;
    r2_ = select(_e125, (_e121 + -(vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).zzzz)), vec4<bool>(true, true, false, false));
    let _e127 = r2_;
    let _e129 = textureSample(t0_, s0_, _e127.xy);
    r3_ = _e129;
    let _e130 = r3_;
    let _e131 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).wwww;
    let _e132 = r1_;
    r1_ = (select((_e130 * _e131), vec4<f32>(0f, 0f, 0f, 0f), ((_e130 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e131 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e132);
    let _e139 = r0_;
    let _e142 = r2_;
    r2_ = select(_e142, (_e139 + vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).wwww), vec4<bool>(true, true, false, false));
    let _e144 = r2_;
    let _e146 = textureSample(t0_, s0_, _e144.xy);
    r3_ = _e146;
    let _e147 = r3_;
    let _e148 = vec4<f32>(0.0162162f, 0f, 0f, 0f).xxxx;
    let _e149 = r1_;
    r1_ = (select((_e147 * _e148), vec4<f32>(0f, 0f, 0f, 0f), ((_e147 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e148 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e149);
    let _e156 = r0_;
    let _e160 = r2_;
    r2_ = select(_e160, (_e156 + -(vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).wwww)), vec4<bool>(true, true, false, false));
    let _e162 = r2_;
    let _e164 = textureSample(t0_, s0_, _e162.xy);
    r3_ = _e164;
    let _e165 = r3_;
    let _e166 = vec4<f32>(0.0162162f, 0f, 0f, 0f).xxxx;
    let _e167 = r1_;
    r1_ = (select((_e165 * _e166), vec4<f32>(0f, 0f, 0f, 0f), ((_e165 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e166 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e167);
    let _e174 = r1_;
    o0_ = _e174;
    let _e175 = o0_;
    return Output(_e175);
}
