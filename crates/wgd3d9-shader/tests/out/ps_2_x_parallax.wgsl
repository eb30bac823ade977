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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e17 = in1_.xyz;
    let _e18 = in1_.xyz;
    let _e20 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e24 = select((_e17 * _e18), _e20, ((_e17 == _e20) | (_e18 == _e20)));
    let _e29 = ((_e24.x + _e24.y) + _e24.z);
    let _e37 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e29))), vec4<f32>(0f, 0f, 0f, 0f), (_e29 == 0f)), vec4<bool>(true, true, true, false));
    let _e39 = textureSample(t0_, s0_, in0_.xy);
    let _e40 = _e39.xxxx;
    let _e41 = vec4<f32>(0.04f, -0.02f, 2f, -1f).xxxx;
    let _e51 = select(_e39, (select((_e40 * _e41), vec4<f32>(0f, 0f, 0f, 0f), ((_e40 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e41 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.04f, -0.02f, 2f, -1f).yyyy), vec4<bool>(true, false, false, false)).xxxx;
    let _e59 = select(vec4<f32>(0f, 0f, 0f, 0f), (select((_e37 * _e51), vec4<f32>(0f, 0f, 0f, 0f), ((_e37 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e51 == vec4<f32>(0f, 0f, 0f, 0f)))) + in0_), vec4<bool>(true, true, false, false));
    let _e61 = textureSample(t1_, s1_, _e59.xy);
    let _e63 = textureSample(t2_, s2_, _e59.xy);
    let _e64 = vec4<f32>(0.04f, -0.02f, 2f, -1f).zzzz;
    let _e72 = select(_e61, (select((_e61 * _e64), vec4<f32>(0f, 0f, 0f, 0f), ((_e61 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e64 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.04f, -0.02f, 2f, -1f).wwww), vec4<bool>(true, true, true, false));
    let _e73 = _e72.xyz;
    let _e74 = _e72.xyz;
    let _e76 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e80 = select((_e73 * _e74), _e76, ((_e73 == _e76) | (_e74 == _e76)));
    let _e85 = ((_e80.x + _e80.y) + _e80.z);
    let _e91 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e72 * vec4(inverseSqrt(_e85))), vec4<f32>(0f, 0f, 0f, 0f), (_e85 == 0f)), vec4<bool>(true, true, true, false));
    let _e92 = in2_.xyz;
    let _e93 = in2_.xyz;
    let _e95 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e99 = select((_e92 * _e93), _e95, ((_e92 == _e95) | (_e93 == _e95)));
    let _e104 = ((_e99.x + _e99.y) + _e99.z);
    let _e110 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in2_ * vec4(inverseSqrt(_e104))), vec4<f32>(0f, 0f, 0f, 0f), (_e104 == 0f)), vec4<bool>(true, true, true, false));
    let _e111 = _e91.xyz;
    let _e112 = _e110.xyz;
    let _e114 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e118 = select((_e111 * _e112), _e114, ((_e111 == _e114) | (_e112 == _e114)));
    let _e128 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e110 + _e37), vec4<bool>(true, true, true, false));
    let _e129 = _e128.xyz;
    let _e130 = _e128.xyz;
    let _e132 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e136 = select((_e129 * _e130), _e132, ((_e129 == _e132) | (_e130 == _e132)));
    let _e141 = ((_e136.x + _e136.y) + _e136.z);
    let _e148 = _e91.xyz;
    let _e149 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e128 * vec4(inverseSqrt(_e141))), vec4<f32>(0f, 0f, 0f, 0f), (_e141 == 0f)), vec4<bool>(true, true, true, false)).xyz;
    let _e151 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e155 = select((_e148 * _e149), _e151, ((_e148 == _e151) | (_e149 == _e151)));
    let _e164 = select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e118.x + _e118.y) + _e118.z))), vec4<bool>(true, false, false, false)), saturate(vec4(((_e155.x + _e155.y) + _e155.z))), vec4<bool>(false, true, false, false));
    let _e167 = abs(_e164.y);
    let _e180 = select(_e164, vec4(min(select(select(pow(_e167, vec4<f32>(32f, 0f, 0f, 1f).x), 340282350000000000000000000000000000000f, ((_e167 == 0f) && (vec4<f32>(32f, 0f, 0f, 1f).x < 0f))), 1f, (vec4<f32>(32f, 0f, 0f, 1f).x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    let _e181 = _e180.xxxx;
    let _e186 = select((_e63 * _e181), vec4<f32>(0f, 0f, 0f, 0f), ((_e63 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e181 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e187 = _e180.zzzz;
    let _e191 = consts[(_e4 + 2u)];
    let _e192 = bitcast<vec4<f32>>(_e191);
    return Output(select(select(_e186, (select((_e187 * _e192), vec4<f32>(0f, 0f, 0f, 0f), ((_e187 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e192 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e186), vec4<bool>(true, true, true, false)), _e63.wwww, vec4<bool>(false, false, false, true)));
}
