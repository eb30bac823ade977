struct Constants {
    c: array<vec4<f32>, 34>,
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
    let _e21 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    r0_ = _e21;
    let _e23 = textureSample(t0_, s0_, _e21.xy);
    r1_ = _e23;
    let _e24 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).xxxx;
    let _e29 = select((_e23 * _e24), vec4<f32>(0f, 0f, 0f, 0f), ((_e23 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e24 == vec4<f32>(0f, 0f, 0f, 0f))));
    r1_ = _e29;
    let _e32 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e21 + vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).xxxx), vec4<bool>(true, true, false, false));
    r2_ = _e32;
    let _e34 = textureSample(t0_, s0_, _e32.xy);
    r3_ = _e34;
    let _e35 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).yyyy;
    let _e41 = (select((_e34 * _e35), vec4<f32>(0f, 0f, 0f, 0f), ((_e34 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e35 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e29);
    r1_ = _e41;
    let _e45 = select(_e32, (_e21 + -(vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).xxxx)), vec4<bool>(true, true, false, false));
    r2_ = _e45;
    let _e47 = textureSample(t0_, s0_, _e45.xy);
    r3_ = _e47;
    let _e48 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).yyyy;
    let _e54 = (select((_e47 * _e48), vec4<f32>(0f, 0f, 0f, 0f), ((_e47 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e48 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e41);
    r1_ = _e54;
    let _e57 = select(_e45, (_e21 + vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).yyyy), vec4<bool>(true, true, false, false));
    r2_ = _e57;
    let _e59 = textureSample(t0_, s0_, _e57.xy);
    r3_ = _e59;
    let _e60 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).zzzz;
    let _e66 = (select((_e59 * _e60), vec4<f32>(0f, 0f, 0f, 0f), ((_e59 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e60 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e54);
    r1_ = _e66;
    let _e70 = select(_e57, (_e21 + -(vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).yyyy)), vec4<bool>(true, true, false, false));
    r2_ = _e70;
    let _e72 = textureSample(t0_, s0_, _e70.xy);
    r3_ = _e72;
    let _e73 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).zzzz;
    let _e79 = (select((_e72 * _e73), vec4<f32>(0f, 0f, 0f, 0f), ((_e72 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e73 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e66);
    r1_ = _e79;
    let _e82 = select(_e70, (_e21 + vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).zzzz), vec4<bool>(true, true, false, false));
    r2_ = _e82;
    let _e84 = textureSample(t0_, s0_, _e82.xy);
    r3_ = _e84;
    let _e85 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).wwww;
    let _e91 = (select((_e84 * _e85), vec4<f32>(0f, 0f, 0f, 0f), ((_e84 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e85 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e79);
    r1_ = _e91;
    let _e95 = select(_e82, (_e21 + -(vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).zzzz)), vec4<bool>(true, true, false, false));
    r2_ = _e95;
    let _e97 = textureSample(t0_, s0_, _e95.xy);
    r3_ = _e97;
    let _e98 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).wwww;
    let _e104 = (select((_e97 * _e98), vec4<f32>(0f, 0f, 0f, 0f), ((_e97 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e98 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e91);
    r1_ = _e104;
    let _e107 = select(_e95, (_e21 + vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).wwww), vec4<bool>(true, true, false, false));
    r2_ = _e107;
    let _e109 = textureSample(t0_, s0_, _e107.xy);
    r3_ = _e109;
    let _e110 = vec4<f32>(0.0162162f, 0f, 0f, 0f).xxxx;
    let _e116 = (select((_e109 * _e110), vec4<f32>(0f, 0f, 0f, 0f), ((_e109 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e110 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e104);
    r1_ = _e116;
    let _e120 = select(_e107, (_e21 + -(vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).wwww)), vec4<bool>(true, true, false, false));
    r2_ = _e120;
    let _e122 = textureSample(t0_, s0_, _e120.xy);
    r3_ = _e122;
    let _e123 = vec4<f32>(0.0162162f, 0f, 0f, 0f).xxxx;
    let _e129 = (select((_e122 * _e123), vec4<f32>(0f, 0f, 0f, 0f), ((_e122 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e123 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e116);
    r1_ = _e129;
    o0_ = _e129;
    return Output(_e129);
}
