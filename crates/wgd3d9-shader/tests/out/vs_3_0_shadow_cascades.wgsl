struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
    @location(8) out5_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e25 = consts[(_e13 + 5u)];
    let _e26 = bitcast<vec4<f32>>(_e25);
    let _e34 = consts[(_e13 + 6u)];
    let _e35 = bitcast<vec4<f32>>(_e34);
    let _e43 = consts[(_e13 + 7u)];
    let _e44 = bitcast<vec4<f32>>(_e43);
    let _e51 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e26)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e35)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e44)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 1f, 0.5f, -0.5f).yyyy, vec4<bool>(false, false, false, true));
    let _e54 = consts[(_e13 + 0u)];
    let _e61 = consts[(_e13 + 1u)];
    let _e69 = consts[(_e13 + 2u)];
    let _e77 = consts[(_e13 + 3u)];
    let _e81 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e51, bitcast<vec4<f32>>(_e54))), vec4<bool>(true, false, false, false)), vec4(dot(_e51, bitcast<vec4<f32>>(_e61))), vec4<bool>(false, true, false, false)), vec4(dot(_e51, bitcast<vec4<f32>>(_e69))), vec4<bool>(false, false, true, false)), vec4(dot(_e51, bitcast<vec4<f32>>(_e77))), vec4<bool>(false, false, false, true));
    let _e96 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e26.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e35.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e44.xyz)), vec4<bool>(false, false, true, false));
    let _e99 = dot(_e96.xyz, _e96.xyz);
    let _e107 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e96 * vec4(inverseSqrt(_e99))), vec4<f32>(0f, 0f, 0f, 0f), (_e99 == 0f)), vec4<bool>(true, true, true, false));
    let _e122 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, _e26.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, _e35.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, _e44.xyz)), vec4<bool>(false, false, true, false));
    let _e125 = dot(_e122.xyz, _e122.xyz);
    let _e137 = consts[(_e13 + 20u)];
    let _e144 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e81.wwww < bitcast<vec4<f32>>(_e137))), vec4<bool>(true, true, false, false));
    let _e148 = consts[(_e13 + 16u)];
    let _e156 = consts[(_e13 + 17u)];
    let _e164 = consts[(_e13 + 18u)];
    let _e172 = consts[(_e13 + 19u)];
    let _e176 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e51, bitcast<vec4<f32>>(_e148))), vec4<bool>(true, false, false, false)), vec4(dot(_e51, bitcast<vec4<f32>>(_e156))), vec4<bool>(false, true, false, false)), vec4(dot(_e51, bitcast<vec4<f32>>(_e164))), vec4<bool>(false, false, true, false)), vec4(dot(_e51, bitcast<vec4<f32>>(_e172))), vec4<bool>(false, false, false, true));
    let _e179 = consts[(_e13 + 12u)];
    let _e186 = select(_e176, select(_e176, vec4(dot(_e51, bitcast<vec4<f32>>(_e179))), (_e144.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e190 = consts[(_e13 + 13u)];
    let _e197 = select(_e186, select(_e186, vec4(dot(_e51, bitcast<vec4<f32>>(_e190))), (_e144.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e201 = consts[(_e13 + 14u)];
    let _e208 = select(_e197, select(_e197, vec4(dot(_e51, bitcast<vec4<f32>>(_e201))), (_e144.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    let _e212 = consts[(_e13 + 15u)];
    let _e219 = select(_e208, select(_e208, vec4(dot(_e51, bitcast<vec4<f32>>(_e212))), (_e144.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    let _e223 = consts[(_e13 + 8u)];
    let _e230 = select(_e219, select(_e219, vec4(dot(_e51, bitcast<vec4<f32>>(_e223))), (_e144.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e234 = consts[(_e13 + 9u)];
    let _e241 = select(_e230, select(_e230, vec4(dot(_e51, bitcast<vec4<f32>>(_e234))), (_e144.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e245 = consts[(_e13 + 10u)];
    let _e252 = select(_e241, select(_e241, vec4(dot(_e51, bitcast<vec4<f32>>(_e245))), (_e144.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    let _e256 = consts[(_e13 + 11u)];
    let _e263 = select(_e252, select(_e252, vec4(dot(_e51, bitcast<vec4<f32>>(_e256))), (_e144.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    let _e265 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 1f, 0.5f, -0.5f).yyyy, vec4<bool>(true, false, false, false));
    let _e270 = select(_e265, select(_e265, vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz, (_e144.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e283 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e263.xxxx * vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz), vec4<bool>(true, false, false, false)), (_e263.yyyy * vec4<f32>(0f, 1f, 0.5f, -0.5f).wwww), vec4<bool>(false, true, false, false));
    let _e303 = consts[(_e13 + 24u)];
    let _e309 = consts[(_e13 + 23u)];
    let _e315 = consts[(_e13 + 22u)];
    let _e329 = consts[(_e13 + 21u)];
    let _e333 = select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e329) + -(_e51)), vec4<bool>(true, true, true, false));
    let _e343 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(select(_e333, vec4(dot(_e333.xyz, _e333.xyz)), vec4<bool>(false, false, false, true)).w))), vec4<bool>(true, false, false, false));
    let _e348 = select(_e343, vec4((1f / _e343.x)), vec4<bool>(false, true, false, false));
    let _e353 = consts[(_e13 + 25u)];
    let _e354 = bitcast<vec4<f32>>(_e353);
    let _e358 = select(_e348, (_e348.yyyy + -(_e354.xxxx)), vec4<bool>(false, false, true, false));
    let _e367 = consts[(_e13 + 26u)];
    let _e368 = bitcast<vec4<f32>>(_e367);
    let _e380 = consts[(_e13 + 256u)];
    let _e385 = consts[(_e13 + 257u)];
    return Output(select(_e81, ((_e81 * bitcast<vec4<f32>>(_e385)) + (bitcast<vec4<f32>>(_e380) * _e81.wwww)), vec4<bool>(true, true, true, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), ((in2_ * _e368) + _e368.zwzw), vec4<bool>(true, true, false, false)), select(_e270, select(_e270, vec4<f32>(0f, 1f, 0.5f, -0.5f).xxxx, (_e144.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false)).xxxx, vec4<bool>(false, false, true, false)), select(_e358, saturate((_e358.zzzz * _e354.yyyy)), vec4<bool>(false, false, true, false)).zzzz, vec4<bool>(false, false, false, true)), select(select(select(_e283, ((_e263.wwww * vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz) + _e283), vec4<bool>(true, true, false, false)), _e263.zzzz, vec4<bool>(false, false, true, false)), _e263.wwww, vec4<bool>(false, false, false, true)), select(vec4<f32>(0f, 0f, 0f, 0f), _e107, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), select((_e122 * vec4(inverseSqrt(_e125))), vec4<f32>(0f, 0f, 0f, 0f), (_e125 == 0f)), vec4<bool>(true, true, true, false)), vec4<bool>(true, true, true, false)), select(mix(bitcast<vec4<f32>>(_e303), bitcast<vec4<f32>>(_e309), select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e107.yyyy * vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz) + vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz)), vec4<bool>(true, false, false, false)).xxxx), select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e107.xyz, -(bitcast<vec4<f32>>(_e315)).xyz))), vec4<bool>(true, false, false, false)).xxxx, vec4<bool>(false, false, false, true)), (_e9 >> 12u));
}
