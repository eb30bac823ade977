struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    let _e11 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e13 = textureSample(t0_, s0_, _e11.xy);
    let _e14 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).xxxx;
    let _e22 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e11 + vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).xxxx), vec4<bool>(true, true, false, false));
    let _e24 = textureSample(t0_, s0_, _e22.xy);
    let _e25 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).yyyy;
    let _e35 = select(_e22, (_e11 + -(vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).xxxx)), vec4<bool>(true, true, false, false));
    let _e37 = textureSample(t0_, s0_, _e35.xy);
    let _e38 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).yyyy;
    let _e47 = select(_e35, (_e11 + vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).yyyy), vec4<bool>(true, true, false, false));
    let _e49 = textureSample(t0_, s0_, _e47.xy);
    let _e50 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).zzzz;
    let _e60 = select(_e47, (_e11 + -(vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).yyyy)), vec4<bool>(true, true, false, false));
    let _e62 = textureSample(t0_, s0_, _e60.xy);
    let _e63 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).zzzz;
    let _e72 = select(_e60, (_e11 + vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).zzzz), vec4<bool>(true, true, false, false));
    let _e74 = textureSample(t0_, s0_, _e72.xy);
    let _e75 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).wwww;
    let _e85 = select(_e72, (_e11 + -(vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).zzzz)), vec4<bool>(true, true, false, false));
    let _e87 = textureSample(t0_, s0_, _e85.xy);
    let _e88 = vec4<f32>(0.227027f, 0.1945946f, 0.1216216f, 0.054054f).wwww;
    let _e97 = select(_e85, (_e11 + vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).wwww), vec4<bool>(true, true, false, false));
    let _e99 = textureSample(t0_, s0_, _e97.xy);
    let _e100 = vec4<f32>(0.0162162f, 0f, 0f, 0f).xxxx;
    let _e112 = textureSample(t0_, s0_, select(_e97, (_e11 + -(vec4<f32>(0.001953125f, 0.00390625f, 0.005859375f, 0.0078125f).wwww)), vec4<bool>(true, true, false, false)).xy);
    let _e113 = vec4<f32>(0.0162162f, 0f, 0f, 0f).xxxx;
    return Output((select((_e112 * _e113), vec4<f32>(0f, 0f, 0f, 0f), ((_e112 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e113 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e99 * _e100), vec4<f32>(0f, 0f, 0f, 0f), ((_e99 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e100 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e87 * _e88), vec4<f32>(0f, 0f, 0f, 0f), ((_e87 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e88 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e74 * _e75), vec4<f32>(0f, 0f, 0f, 0f), ((_e74 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e75 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e62 * _e63), vec4<f32>(0f, 0f, 0f, 0f), ((_e62 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e63 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e49 * _e50), vec4<f32>(0f, 0f, 0f, 0f), ((_e49 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e50 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e37 * _e38), vec4<f32>(0f, 0f, 0f, 0f), ((_e37 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e38 == vec4<f32>(0f, 0f, 0f, 0f)))) + (select((_e24 * _e25), vec4<f32>(0f, 0f, 0f, 0f), ((_e24 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e25 == vec4<f32>(0f, 0f, 0f, 0f)))) + select((_e13 * _e14), vec4<f32>(0f, 0f, 0f, 0f), ((_e13 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e14 == vec4<f32>(0f, 0f, 0f, 0f)))))))))))));
}
