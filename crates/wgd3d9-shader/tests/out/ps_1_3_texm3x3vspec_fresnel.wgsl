struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e17 = textureSample(t0_, s0_, in0_.xy);
    let _e22 = in1_.xyz;
    let _e23 = ((_e17 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e25 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e29 = select((_e22 * _e23), _e25, ((_e22 == _e25) | (_e23 == _e25)));
    let _e40 = in2_.xyz;
    let _e41 = ((_e17 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e43 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e47 = select((_e40 * _e41), _e43, ((_e40 == _e43) | (_e41 == _e43)));
    let _e58 = in3_.xyz;
    let _e59 = ((_e17 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e61 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e65 = select((_e58 * _e59), _e61, ((_e58 == _e61) | (_e59 == _e61)));
    let _e73 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e29.x + _e29.y) + _e29.z)), vec4<bool>(true, false, false, false)), vec4(((_e47.x + _e47.y) + _e47.z)), vec4<bool>(false, true, false, false)), vec4(((_e65.x + _e65.y) + _e65.z)), vec4<bool>(false, false, true, false));
    let _e79 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), in1_.wwww, vec4<bool>(true, false, false, false)), in2_.wwww, vec4<bool>(false, true, false, false)), in3_.wwww, vec4<bool>(false, false, true, false));
    let _e80 = _e73.xyz;
    let _e81 = _e79.xyz;
    let _e83 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e87 = select((_e80 * _e81), _e83, ((_e80 == _e83) | (_e81 == _e83)));
    let _e95 = _e73.xyz;
    let _e96 = _e73.xyz;
    let _e98 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e102 = select((_e95 * _e96), _e98, ((_e95 == _e98) | (_e96 == _e98)));
    let _e109 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e87.x + _e87.y) + _e87.z)), vec4<bool>(true, false, false, false)), vec4(((_e102.x + _e102.y) + _e102.z)), vec4<bool>(false, true, false, false));
    let _e114 = select(_e109, vec4((1f / _e109.y)), vec4<bool>(false, false, true, false));
    let _e115 = _e114.xxxx;
    let _e116 = _e114.zzzz;
    let _e125 = (select(_e114, select((_e115 * _e116), vec4<f32>(0f, 0f, 0f, 0f), ((_e115 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e116 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true)).wwww * vec4<f32>(2f, 2f, 2f, 2f));
    let _e134 = textureSample(t3_, s3_, (select((_e73 * _e125), vec4<f32>(0f, 0f, 0f, 0f), ((_e73 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e125 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e79)).xy);
    let _e135 = in9_.wwww;
    return Output((select((_e134 * _e135), vec4<f32>(0f, 0f, 0f, 0f), ((_e134 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e135 == vec4<f32>(0f, 0f, 0f, 0f)))) + in8_));
}
