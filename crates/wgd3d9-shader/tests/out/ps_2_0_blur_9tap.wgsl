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
    let _e10 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e12 = textureSample(t0_, s0_, _e10.xy);
    let _e13 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).xxxx;
    let _e21 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e10 + vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).xxxx), vec4<bool>(true, true, false, false));
    let _e23 = textureSample(t0_, s0_, _e21.xy);
    let _e24 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).yyyy;
    let _e34 = select(_e21, (_e10 + -(vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).xxxx)), vec4<bool>(true, true, false, false));
    let _e36 = textureSample(t0_, s0_, _e34.xy);
    let _e37 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).yyyy;
    let _e46 = select(_e34, (_e10 + vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).yyyy), vec4<bool>(true, true, false, false));
    let _e48 = textureSample(t0_, s0_, _e46.xy);
    let _e49 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).zzzz;
    let _e59 = select(_e46, (_e10 + -(vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).yyyy)), vec4<bool>(true, true, false, false));
    let _e61 = textureSample(t0_, s0_, _e59.xy);
    let _e62 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).zzzz;
    let _e71 = select(_e59, (_e10 + vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).zzzz), vec4<bool>(true, true, false, false));
    let _e73 = textureSample(t0_, s0_, _e71.xy);
    let _e74 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).wwww;
    let _e84 = select(_e71, (_e10 + -(vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).zzzz)), vec4<bool>(true, true, false, false));
    let _e86 = textureSample(t0_, s0_, _e84.xy);
    let _e87 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).wwww;
    let _e96 = select(_e84, (_e10 + vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).wwww), vec4<bool>(true, true, false, false));
    let _e98 = textureSample(t0_, s0_, _e96.xy);
    let _e99 = vec4<f32>(0.0162162f, 0f, 0f, 0f).xxxx;
    let _e111 = textureSample(t0_, s0_, select(_e96, (_e10 + -(vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).wwww)), vec4<bool>(true, true, false, false)).xy);
    let _e112 = vec4<f32>(0.0162162f, 0f, 0f, 0f).xxxx;
    return Output((select((_e111 * _e112), vec4<f32>(0f, 0f, 0f, 0f), ((_e111 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e112 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e98 * _e99), vec4<f32>(0f, 0f, 0f, 0f), ((_e98 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e99 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e86 * _e87), vec4<f32>(0f, 0f, 0f, 0f), ((_e86 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e87 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e73 * _e74), vec4<f32>(0f, 0f, 0f, 0f), ((_e73 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e74 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e61 * _e62), vec4<f32>(0f, 0f, 0f, 0f), ((_e61 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e62 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e48 * _e49), vec4<f32>(0f, 0f, 0f, 0f), ((_e48 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e49 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e36 * _e37), vec4<f32>(0f, 0f, 0f, 0f), ((_e36 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e37 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e23 * _e24), vec4<f32>(0f, 0f, 0f, 0f), ((_e23 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e24 == vec4<f32>(0f, 0f, 0f, 0f)))) + select((_e12 * _e13), vec4<f32>(0f, 0f, 0f, 0f), ((_e12 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e13 == vec4<f32>(0f, 0f, 0f, 0f)))))))))))));
}
