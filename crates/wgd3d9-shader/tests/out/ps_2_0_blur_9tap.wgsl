struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e13 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e15 = textureSample(t0_, s0_, _e13.xy);
    let _e16 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).xxxx;
    let _e24 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e13 + vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).xxxx), vec4<bool>(true, true, false, false));
    let _e26 = textureSample(t0_, s0_, _e24.xy);
    let _e27 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).yyyy;
    let _e37 = select(_e24, (_e13 + -(vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).xxxx)), vec4<bool>(true, true, false, false));
    let _e39 = textureSample(t0_, s0_, _e37.xy);
    let _e40 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).yyyy;
    let _e49 = select(_e37, (_e13 + vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).yyyy), vec4<bool>(true, true, false, false));
    let _e51 = textureSample(t0_, s0_, _e49.xy);
    let _e52 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).zzzz;
    let _e62 = select(_e49, (_e13 + -(vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).yyyy)), vec4<bool>(true, true, false, false));
    let _e64 = textureSample(t0_, s0_, _e62.xy);
    let _e65 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).zzzz;
    let _e74 = select(_e62, (_e13 + vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).zzzz), vec4<bool>(true, true, false, false));
    let _e76 = textureSample(t0_, s0_, _e74.xy);
    let _e77 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).wwww;
    let _e87 = select(_e74, (_e13 + -(vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).zzzz)), vec4<bool>(true, true, false, false));
    let _e89 = textureSample(t0_, s0_, _e87.xy);
    let _e90 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).wwww;
    let _e99 = select(_e87, (_e13 + vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).wwww), vec4<bool>(true, true, false, false));
    let _e101 = textureSample(t0_, s0_, _e99.xy);
    let _e102 = vec4<f32>(0.0162162f, 0f, 0f, 0f).xxxx;
    let _e114 = textureSample(t0_, s0_, select(_e99, (_e13 + -(vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).wwww)), vec4<bool>(true, true, false, false)).xy);
    let _e115 = vec4<f32>(0.0162162f, 0f, 0f, 0f).xxxx;
    return Output((select((_e114 * _e115), vec4<f32>(0f, 0f, 0f, 0f), ((_e114 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e115 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e101 * _e102), vec4<f32>(0f, 0f, 0f, 0f), ((_e101 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e102 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e89 * _e90), vec4<f32>(0f, 0f, 0f, 0f), ((_e89 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e90 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e76 * _e77), vec4<f32>(0f, 0f, 0f, 0f), ((_e76 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e77 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e64 * _e65), vec4<f32>(0f, 0f, 0f, 0f), ((_e64 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e65 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e51 * _e52), vec4<f32>(0f, 0f, 0f, 0f), ((_e51 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e52 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e39 * _e40), vec4<f32>(0f, 0f, 0f, 0f), ((_e39 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e40 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e26 * _e27), vec4<f32>(0f, 0f, 0f, 0f), ((_e26 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e27 == vec4<f32>(0f, 0f, 0f, 0f)))) + select((_e15 * _e16), vec4<f32>(0f, 0f, 0f, 0f), ((_e15 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e16 == vec4<f32>(0f, 0f, 0f, 0f)))))))))))));
}
