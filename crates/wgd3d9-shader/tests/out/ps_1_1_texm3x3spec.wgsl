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
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e18 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0f, 0f, -1f, 0f), (vec4<f32>(0f, 0f, -1f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e20 = select(vec4<f32>(1f, 1f, 1f, 1f), _e18, (_e18 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e22 = textureSample(t0_, s0_, in0_.xy);
    let _e27 = in1_.xyz;
    let _e28 = ((_e22 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e30 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e34 = select((_e27 * _e28), _e30, ((_e27 == _e30) | (_e28 == _e30)));
    let _e45 = in2_.xyz;
    let _e46 = ((_e22 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e48 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e52 = select((_e45 * _e46), _e48, ((_e45 == _e48) | (_e46 == _e48)));
    let _e63 = in3_.xyz;
    let _e64 = ((_e22 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e66 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e70 = select((_e63 * _e64), _e66, ((_e63 == _e66) | (_e64 == _e66)));
    let _e78 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e34.x + _e34.y) + _e34.z)), vec4<bool>(true, false, false, false)), vec4(((_e52.x + _e52.y) + _e52.z)), vec4<bool>(false, true, false, false)), vec4(((_e70.x + _e70.y) + _e70.z)), vec4<bool>(false, false, true, false));
    let _e79 = _e78.xyz;
    let _e80 = _e20.xyz;
    let _e82 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e86 = select((_e79 * _e80), _e82, ((_e79 == _e82) | (_e80 == _e82)));
    let _e94 = _e78.xyz;
    let _e95 = _e78.xyz;
    let _e97 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e101 = select((_e94 * _e95), _e97, ((_e94 == _e97) | (_e95 == _e97)));
    let _e108 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e86.x + _e86.y) + _e86.z)), vec4<bool>(true, false, false, false)), vec4(((_e101.x + _e101.y) + _e101.z)), vec4<bool>(false, true, false, false));
    let _e113 = select(_e108, vec4((1f / _e108.y)), vec4<bool>(false, false, true, false));
    let _e114 = _e113.xxxx;
    let _e115 = _e113.zzzz;
    let _e124 = (select(_e113, select((_e114 * _e115), vec4<f32>(0f, 0f, 0f, 0f), ((_e114 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e115 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true)).wwww * vec4<f32>(2f, 2f, 2f, 2f));
    let _e133 = textureSample(t3_, s3_, (select((_e78 * _e124), vec4<f32>(0f, 0f, 0f, 0f), ((_e78 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e124 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e20)).xy);
    return Output(_e133);
}
