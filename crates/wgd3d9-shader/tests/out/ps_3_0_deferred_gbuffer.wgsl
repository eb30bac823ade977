struct Output {
    @location(0) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(2) out2_: vec4<f32>,
    @location(3) out3_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e16 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e19 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e24 = textureSample(t0_, s0_, _e16.xy);
    if any(((_e24.wwww + -(vec4<f32>(0.5f, 0.4f, 8f, 0f).yyyy)) < vec4<f32>(0f, 0f, 0f, 0f))) {
        discard;
    }
    let _e32 = textureSample(t1_, s1_, _e16.xy);
    let _e34 = textureSample(t2_, s2_, _e16.xy);
    let _e36 = textureSample(t3_, s3_, _e16.xy);
    let _e41 = select(_e32, ((_e32 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e44 = dot(_e19.xyz, _e19.xyz);
    let _e51 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e19 * vec4(inverseSqrt(_e44))), vec4<f32>(0f, 0f, 0f, 0f), (_e44 == 0f)), vec4<bool>(true, true, true, false));
    let _e54 = dot(in2_.xyz, in2_.xyz);
    let _e60 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in2_ * vec4(inverseSqrt(_e54))), vec4<f32>(0f, 0f, 0f, 0f), (_e54 == 0f)), vec4<bool>(true, true, true, false));
    let _e63 = cross(_e51.xyz, _e60.xyz);
    let _e68 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e63.x, _e63.y, _e63.z, 0f), vec4<bool>(true, true, true, false));
    let _e74 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e41.xxxx * _e60), vec4<bool>(true, true, true, false));
    let _e78 = select(_e74, ((_e41.yyyy * select(_e68, (_e68 * in2_.wwww), vec4<bool>(true, true, true, false))) + _e74), vec4<bool>(true, true, true, false));
    let _e82 = select(_e78, ((_e41.zzzz * _e51) + _e78), vec4<bool>(true, true, true, false));
    let _e86 = consts[(constant_index + 2u)];
    let _e97 = consts[(constant_index + 3u)];
    let _e108 = consts[(constant_index + 4u)];
    let _e115 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e82.xyz, bitcast<vec4<f32>>(_e86).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e82.xyz, bitcast<vec4<f32>>(_e97).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e82.xyz, bitcast<vec4<f32>>(_e108).xyz)), vec4<bool>(false, false, true, false));
    let _e118 = dot(_e115.xyz, _e115.xyz);
    let _e124 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e115 * vec4(inverseSqrt(_e118))), vec4<f32>(0f, 0f, 0f, 0f), (_e118 == 0f)), vec4<bool>(true, true, true, false));
    let _e130 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e124.zzzz * vec4<f32>(0.5f, 0.4f, 8f, 0f).zzzz) + vec4<f32>(0.5f, 0.4f, 8f, 0f).zzzz), vec4<bool>(true, false, false, false));
    let _e135 = select(_e130, vec4(inverseSqrt(abs(_e130.x))), vec4<bool>(true, false, false, false));
    let _e138 = select(_e135, (_e124 * _e135.xxxx), vec4<bool>(true, true, false, false));
    let _e146 = consts[(constant_index + 5u)];
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), _e24, vec4<bool>(true, true, true, false)), _e34.zzzz, vec4<bool>(false, false, false, true)), select(select(vec4<f32>(0f, 0f, 0f, 0f), select(_e138, (_e138 + vec4<f32>(0.5f, 0.4f, 8f, 0f).xxxx), vec4<bool>(true, true, false, false)), vec4<bool>(true, true, false, false)), _e34.xyxy, vec4<bool>(false, false, true, true)), select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), in3_, vec4<bool>(true, true, true, false)).zzzz * bitcast<vec4<f32>>(_e146).xxxx), vec4<bool>(true, false, false, false)).xxxx, select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e36 * _e36.wwww), vec4<bool>(true, true, true, false)), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
