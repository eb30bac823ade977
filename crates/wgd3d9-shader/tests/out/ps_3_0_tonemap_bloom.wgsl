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
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;
@group(1) @binding(6) 
var t3_: texture_3d<f32>;
@group(1) @binding(7) 
var s3_: sampler;
@group(1) @binding(8) 
var t4_: texture_2d<f32>;
@group(1) @binding(9) 
var s4_: sampler;

@fragment 
fn main(@builtin(position) frag_coord: vec4<f32>, @location(0) in0_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e28 = textureSample(t0_, s0_, _e25.xy);
    let _e30 = textureSample(t1_, s1_, _e25.xy);
    let _e34 = consts[(_e4 + 5u)];
    let _e35 = bitcast<vec4<f32>>(_e34);
    let _e42 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), (_e25 + -(vec4<f32>(0.5f, 1f, 0f, 0.9375f).xxxx)), vec4<bool>(true, true, false, false)) * _e35.yyyy), vec4<bool>(true, true, false, false));
    let _e44 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e25 + _e42), vec4<bool>(true, true, false, false));
    let _e46 = textureSample(t0_, s0_, _e44.xy);
    let _e51 = textureSample(t0_, s0_, select(_e44, (_e25 + -(_e42)), vec4<bool>(true, true, false, false)).xy);
    let _e57 = select(select(_e28, _e46.xxxx, vec4<bool>(true, false, false, false)), _e51.zzzz, vec4<bool>(false, false, true, false));
    let _e65 = select(_e57, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e57 + -(_e30)), vec4<bool>(true, true, true, false)) * _e35.zzzz) + _e57), vec4<bool>(true, true, true, false));
    let _e66 = vec4<f32>(0.5f, 1f, 0f, 0.9375f).zzzz;
    let _e69 = select(_e65, select(_e66, _e65, (_e65 >= _e66)), vec4<bool>(true, true, true, false));
    let _e73 = select(_e69, ((_e30 * _e35.xxxx) + _e69), vec4<bool>(true, true, true, false));
    let _e77 = textureSample(t2_, s2_, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0.5f, 1f, 0f, 0.9375f).xxxx, vec4<bool>(true, true, false, false)).xy);
    let _e81 = select(_e77, (_e77.xxxx + vec4<f32>(0.2126f, 0.7152f, 0.0722f, 0.0001f).wwww), vec4<bool>(true, false, false, false));
    let _e86 = select(_e81, vec4((1f / _e81.x)), vec4<bool>(true, false, false, false));
    let _e93 = select(_e73, (_e73 * select(_e86, (_e86.xxxx * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).wwww), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e111 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).zzzz * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).yyyy), vec4<bool>(true, false, false, false)), (vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).wwww * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).xxxx), vec4<bool>(false, true, false, false)), (vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).wwww * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).yyyy), vec4<bool>(false, false, true, false)), vec4((1f / vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).y)), vec4<bool>(false, false, false, true));
    let _e115 = select(_e111, (_e111.wwww * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).xxxx), vec4<bool>(false, false, false, true));
    let _e120 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e93 * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + _e115.xxxx), vec4<bool>(true, true, true, false));
    let _e124 = select(_e120, ((_e120 * _e93) + _e115.yyyy), vec4<bool>(true, true, true, false));
    let _e129 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e93 * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).yyyy), vec4<bool>(true, true, true, false));
    let _e133 = select(_e129, ((_e129 * _e93) + _e115.zzzz), vec4<bool>(true, true, true, false));
    let _e137 = select(_e133, vec4((1f / _e133.x)), vec4<bool>(true, false, false, false));
    let _e141 = select(_e137, vec4((1f / _e137.y)), vec4<bool>(false, true, false, false));
    let _e150 = select(_e124, ((_e124 * select(_e141, vec4((1f / _e141.z)), vec4<bool>(false, false, true, false))) + -(_e115.wwww)), vec4<bool>(true, true, true, false));
    let _e156 = select(vec4<f32>(0f, 0f, 0f, 0f), ((vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + _e115.xxxx), vec4<bool>(true, false, false, false));
    let _e160 = select(_e156, (_e156.xxxx * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz), vec4<bool>(true, false, false, false));
    let _e170 = select(select(_e160, (_e160.xxxx + _e115.yyyy), vec4<bool>(true, false, false, false)), ((vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).yyyy), vec4<bool>(false, true, false, false));
    let _e174 = select(_e170, (_e170.yyyy * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz), vec4<bool>(false, true, false, false));
    let _e178 = select(_e174, (_e174.yyyy + _e115.zzzz), vec4<bool>(false, true, false, false));
    let _e182 = select(_e178, vec4((1f / _e178.y)), vec4<bool>(false, true, false, false));
    let _e189 = select(_e182, ((_e182.xxxx * _e182.yyyy) + -(_e115.wwww)), vec4<bool>(true, false, false, false));
    let _e197 = select(_e150, saturate((_e150 * select(_e189, vec4((1f / _e189.x)), vec4<bool>(true, false, false, false)).xxxx)), vec4<bool>(true, true, true, false));
    let _e201 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e25 + -(vec4<f32>(0.5f, 1f, 0f, 0.9375f).xxxx)), vec4<bool>(true, true, false, false));
    let _e208 = select(_e201, vec4((dot(_e201.xy, _e201.xy) + vec4<f32>(0.5f, 1f, 0f, 0.9375f).z)), vec4<bool>(true, false, false, false));
    let _e213 = select(_e208, (_e208.xxxx * -(vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).wwww)), vec4<bool>(true, false, false, false));
    let _e221 = select(_e197, (_e197 * select(_e213, saturate((_e213.xxxx + vec4<f32>(0.5f, 1f, 0f, 0.9375f).yyyy)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e224 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e221 * vec4<f32>(0.5f, 1f, 0f, 0.9375f).wwww), vec4<bool>(true, true, true, false));
    let _e231 = textureSample(t3_, s3_, select(select(_e224, (_e224 + vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).xxxx), vec4<bool>(true, true, true, false)), vec4<f32>(0.5f, 1f, 0f, 0.9375f).zzzz, vec4<bool>(false, false, false, true)).xyz);
    let _e236 = textureSample(t4_, s4_, select(vec4<f32>(0f, 0f, 0f, 0f), ((frag_coord + vec4<f32>(-0.5f, -0.5f, 0f, 0f)) * vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).zzzz), vec4<bool>(true, true, false, false)).xy);
    return Output(select(select(_e231, (_e231 + select(_e236, ((_e236 * vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).yyyy) + -(vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).yyyy)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false)), vec4(dot(_e221.xyz, vec4<f32>(0.2126f, 0.7152f, 0.0722f, 0.0001f).xyz)), vec4<bool>(false, false, false, true)));
}
