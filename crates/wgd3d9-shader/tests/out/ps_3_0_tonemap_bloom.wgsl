struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<f32>, 256>;
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
    let _e41 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), (_e25 + -(vec4<f32>(0.5f, 1f, 0f, 0.9375f).xxxx)), vec4<bool>(true, true, false, false)) * _e34.yyyy), vec4<bool>(true, true, false, false));
    let _e43 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e25 + _e41), vec4<bool>(true, true, false, false));
    let _e45 = textureSample(t0_, s0_, _e43.xy);
    let _e50 = textureSample(t0_, s0_, select(_e43, (_e25 + -(_e41)), vec4<bool>(true, true, false, false)).xy);
    let _e56 = select(select(_e28, _e45.xxxx, vec4<bool>(true, false, false, false)), _e50.zzzz, vec4<bool>(false, false, true, false));
    let _e64 = select(_e56, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e56 + -(_e30)), vec4<bool>(true, true, true, false)) * _e34.zzzz) + _e56), vec4<bool>(true, true, true, false));
    let _e65 = vec4<f32>(0.5f, 1f, 0f, 0.9375f).zzzz;
    let _e68 = select(_e64, select(_e65, _e64, (_e64 >= _e65)), vec4<bool>(true, true, true, false));
    let _e72 = select(_e68, ((_e30 * _e34.xxxx) + _e68), vec4<bool>(true, true, true, false));
    let _e76 = textureSample(t2_, s2_, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0.5f, 1f, 0f, 0.9375f).xxxx, vec4<bool>(true, true, false, false)).xy);
    let _e80 = select(_e76, (_e76.xxxx + vec4<f32>(0.2126f, 0.7152f, 0.0722f, 0.0001f).wwww), vec4<bool>(true, false, false, false));
    let _e85 = select(_e80, vec4((1f / _e80.x)), vec4<bool>(true, false, false, false));
    let _e92 = select(_e72, (_e72 * select(_e85, (_e85.xxxx * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).wwww), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e110 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).zzzz * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).yyyy), vec4<bool>(true, false, false, false)), (vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).wwww * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).xxxx), vec4<bool>(false, true, false, false)), (vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).wwww * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).yyyy), vec4<bool>(false, false, true, false)), vec4((1f / vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).y)), vec4<bool>(false, false, false, true));
    let _e114 = select(_e110, (_e110.wwww * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).xxxx), vec4<bool>(false, false, false, true));
    let _e119 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e92 * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + _e114.xxxx), vec4<bool>(true, true, true, false));
    let _e123 = select(_e119, ((_e119 * _e92) + _e114.yyyy), vec4<bool>(true, true, true, false));
    let _e128 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e92 * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).yyyy), vec4<bool>(true, true, true, false));
    let _e132 = select(_e128, ((_e128 * _e92) + _e114.zzzz), vec4<bool>(true, true, true, false));
    let _e136 = select(_e132, vec4((1f / _e132.x)), vec4<bool>(true, false, false, false));
    let _e140 = select(_e136, vec4((1f / _e136.y)), vec4<bool>(false, true, false, false));
    let _e149 = select(_e123, ((_e123 * select(_e140, vec4((1f / _e140.z)), vec4<bool>(false, false, true, false))) + -(_e114.wwww)), vec4<bool>(true, true, true, false));
    let _e155 = select(vec4<f32>(0f, 0f, 0f, 0f), ((vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + _e114.xxxx), vec4<bool>(true, false, false, false));
    let _e159 = select(_e155, (_e155.xxxx * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz), vec4<bool>(true, false, false, false));
    let _e169 = select(select(_e159, (_e159.xxxx + _e114.yyyy), vec4<bool>(true, false, false, false)), ((vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz * vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).xxxx) + vec4<f32>(0.15f, 0.5f, 0.1f, 0.2f).yyyy), vec4<bool>(false, true, false, false));
    let _e173 = select(_e169, (_e169.yyyy * vec4<f32>(0.02f, 0.3f, 11.2f, 0.18f).zzzz), vec4<bool>(false, true, false, false));
    let _e177 = select(_e173, (_e173.yyyy + _e114.zzzz), vec4<bool>(false, true, false, false));
    let _e181 = select(_e177, vec4((1f / _e177.y)), vec4<bool>(false, true, false, false));
    let _e188 = select(_e181, ((_e181.xxxx * _e181.yyyy) + -(_e114.wwww)), vec4<bool>(true, false, false, false));
    let _e196 = select(_e149, saturate((_e149 * select(_e188, vec4((1f / _e188.x)), vec4<bool>(true, false, false, false)).xxxx)), vec4<bool>(true, true, true, false));
    let _e200 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e25 + -(vec4<f32>(0.5f, 1f, 0f, 0.9375f).xxxx)), vec4<bool>(true, true, false, false));
    let _e207 = select(_e200, vec4((dot(_e200.xy, _e200.xy) + vec4<f32>(0.5f, 1f, 0f, 0.9375f).z)), vec4<bool>(true, false, false, false));
    let _e212 = select(_e207, (_e207.xxxx * -(vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).wwww)), vec4<bool>(true, false, false, false));
    let _e220 = select(_e196, (_e196 * select(_e212, saturate((_e212.xxxx + vec4<f32>(0.5f, 1f, 0f, 0.9375f).yyyy)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e223 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e220 * vec4<f32>(0.5f, 1f, 0f, 0.9375f).wwww), vec4<bool>(true, true, true, false));
    let _e230 = textureSample(t3_, s3_, select(select(_e223, (_e223 + vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).xxxx), vec4<bool>(true, true, true, false)), vec4<f32>(0.5f, 1f, 0f, 0.9375f).zzzz, vec4<bool>(false, false, false, true)).xyz);
    let _e235 = textureSample(t4_, s4_, select(vec4<f32>(0f, 0f, 0f, 0f), ((frag_coord + vec4<f32>(-0.5f, -0.5f, 0f, 0f)) * vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).zzzz), vec4<bool>(true, true, false, false)).xy);
    return Output(select(select(_e230, (_e230 + select(_e235, ((_e235 * vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).yyyy) + -(vec4<f32>(0.03125f, 0.0039215f, 0.0078125f, 1.2f).yyyy)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false)), vec4(dot(_e220.xyz, vec4<f32>(0.2126f, 0.7152f, 0.0722f, 0.0001f).xyz)), vec4<bool>(false, false, false, true)));
}
