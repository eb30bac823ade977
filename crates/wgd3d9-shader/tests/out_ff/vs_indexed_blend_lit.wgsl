struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
    @location(1) out4_: vec4<f32>,
    @location(2) out5_: vec4<f32>,
    @location(3) out6_: vec4<f32>,
    @location(4) out7_: vec4<f32>,
    @location(5) out8_: vec4<f32>,
    @location(6) out9_: vec4<f32>,
    @location(7) out10_: vec4<f32>,
    @location(10) out11_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec3<f32>, @location(1) in1_: vec3<f32>, @location(2) in2_: vec4<u32>, @location(3) in3_: vec3<f32>) -> Output {
    let _e3 = imm.indices;
    let _e7 = select(_e3, instance_index, (_e3 == 4294967295u));
    let _e11 = (_e7 & 4095u);
    let _e26 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e31 = vec4<f32>(in1_.x, in1_.y, in1_.z, 1f);
    let _e38 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e39 = (vec4<f32>(in2_) * vec4<f32>(1f, 1f, 1f, 1f));
    let _e46 = ((floor((abs(_e39) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e39)) * vec4<f32>(4f, 4f, 4f, 4f));
    let _e51 = select(vec4<f32>(1f, 1f, 1f, 1f), (vec4<f32>(1f, 1f, 1f, 1f) + -(_e31.xxxx)), vec4<bool>(true, false, false, false));
    let _e61 = consts[(_e11 + min(u32((i32(_e46.x) + 123i)), 1146u))];
    let _e74 = consts[(_e11 + min(u32((i32(_e46.x) + 124i)), 1146u))];
    let _e88 = consts[(_e11 + min(u32((i32(_e46.x) + 125i)), 1146u))];
    let _e102 = consts[(_e11 + min(u32((i32(_e46.x) + 126i)), 1146u))];
    let _e115 = consts[(_e11 + min(u32((i32(_e46.x) + 123i)), 1146u))];
    let _e129 = consts[(_e11 + min(u32((i32(_e46.x) + 124i)), 1146u))];
    let _e143 = consts[(_e11 + min(u32((i32(_e46.x) + 125i)), 1146u))];
    let _e155 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e38.xyz, bitcast<vec4<f32>>(_e115).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e38.xyz, bitcast<vec4<f32>>(_e129).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e38.xyz, bitcast<vec4<f32>>(_e143).xyz)), vec4<bool>(false, false, true, false)) * _e31.xxxx), vec4<bool>(true, true, true, false));
    let _e159 = select(_e51, (_e51 + -(_e31.yyyy)), vec4<bool>(true, false, false, false));
    let _e167 = consts[(_e11 + min(u32((i32(_e46.y) + 123i)), 1146u))];
    let _e179 = consts[(_e11 + min(u32((i32(_e46.y) + 124i)), 1146u))];
    let _e191 = consts[(_e11 + min(u32((i32(_e46.y) + 125i)), 1146u))];
    let _e203 = consts[(_e11 + min(u32((i32(_e46.y) + 126i)), 1146u))];
    let _e215 = consts[(_e11 + min(u32((i32(_e46.y) + 123i)), 1146u))];
    let _e229 = consts[(_e11 + min(u32((i32(_e46.y) + 124i)), 1146u))];
    let _e243 = consts[(_e11 + min(u32((i32(_e46.y) + 125i)), 1146u))];
    let _e256 = select(_e155, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e38.xyz, bitcast<vec4<f32>>(_e215).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e38.xyz, bitcast<vec4<f32>>(_e229).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e38.xyz, bitcast<vec4<f32>>(_e243).xyz)), vec4<bool>(false, false, true, false)) * _e31.yyyy) + _e155), vec4<bool>(true, true, true, false));
    let _e260 = select(_e159, (_e159 + -(_e31.zzzz)), vec4<bool>(true, false, false, false));
    let _e268 = consts[(_e11 + min(u32((i32(_e46.z) + 123i)), 1146u))];
    let _e280 = consts[(_e11 + min(u32((i32(_e46.z) + 124i)), 1146u))];
    let _e292 = consts[(_e11 + min(u32((i32(_e46.z) + 125i)), 1146u))];
    let _e304 = consts[(_e11 + min(u32((i32(_e46.z) + 126i)), 1146u))];
    let _e316 = consts[(_e11 + min(u32((i32(_e46.z) + 123i)), 1146u))];
    let _e330 = consts[(_e11 + min(u32((i32(_e46.z) + 124i)), 1146u))];
    let _e344 = consts[(_e11 + min(u32((i32(_e46.z) + 125i)), 1146u))];
    let _e357 = select(_e256, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e38.xyz, bitcast<vec4<f32>>(_e316).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e38.xyz, bitcast<vec4<f32>>(_e330).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e38.xyz, bitcast<vec4<f32>>(_e344).xyz)), vec4<bool>(false, false, true, false)) * _e31.zzzz) + _e256), vec4<bool>(true, true, true, false));
    let _e365 = consts[(_e11 + min(u32((i32(_e46.w) + 123i)), 1146u))];
    let _e377 = consts[(_e11 + min(u32((i32(_e46.w) + 124i)), 1146u))];
    let _e389 = consts[(_e11 + min(u32((i32(_e46.w) + 125i)), 1146u))];
    let _e401 = consts[(_e11 + min(u32((i32(_e46.w) + 126i)), 1146u))];
    let _e413 = consts[(_e11 + min(u32((i32(_e46.w) + 123i)), 1146u))];
    let _e427 = consts[(_e11 + min(u32((i32(_e46.w) + 124i)), 1146u))];
    let _e441 = consts[(_e11 + min(u32((i32(_e46.w) + 125i)), 1146u))];
    let _e450 = ((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e26, bitcast<vec4<f32>>(_e365))), vec4<bool>(true, false, false, false)), vec4(dot(_e26, bitcast<vec4<f32>>(_e377))), vec4<bool>(false, true, false, false)), vec4(dot(_e26, bitcast<vec4<f32>>(_e389))), vec4<bool>(false, false, true, false)), vec4(dot(_e26, bitcast<vec4<f32>>(_e401))), vec4<bool>(false, false, false, true)) * _e260.xxxx) + ((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e26, bitcast<vec4<f32>>(_e268))), vec4<bool>(true, false, false, false)), vec4(dot(_e26, bitcast<vec4<f32>>(_e280))), vec4<bool>(false, true, false, false)), vec4(dot(_e26, bitcast<vec4<f32>>(_e292))), vec4<bool>(false, false, true, false)), vec4(dot(_e26, bitcast<vec4<f32>>(_e304))), vec4<bool>(false, false, false, true)) * _e31.zzzz) + ((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e26, bitcast<vec4<f32>>(_e167))), vec4<bool>(true, false, false, false)), vec4(dot(_e26, bitcast<vec4<f32>>(_e179))), vec4<bool>(false, true, false, false)), vec4(dot(_e26, bitcast<vec4<f32>>(_e191))), vec4<bool>(false, false, true, false)), vec4(dot(_e26, bitcast<vec4<f32>>(_e203))), vec4<bool>(false, false, false, true)) * _e31.yyyy) + (select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e26, bitcast<vec4<f32>>(_e61))), vec4<bool>(true, false, false, false)), vec4(dot(_e26, bitcast<vec4<f32>>(_e74))), vec4<bool>(false, true, false, false)), vec4(dot(_e26, bitcast<vec4<f32>>(_e88))), vec4<bool>(false, false, true, false)), vec4(dot(_e26, bitcast<vec4<f32>>(_e102))), vec4<bool>(false, false, false, true)) * _e31.xxxx))));
    let _e458 = consts[(_e11 + 21u)];
    let _e466 = consts[(_e11 + 22u)];
    let _e474 = consts[(_e11 + 23u)];
    let _e482 = consts[(_e11 + 24u)];
    let _e486 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e450, bitcast<vec4<f32>>(_e458))), vec4<bool>(true, false, false, false)), vec4(dot(_e450, bitcast<vec4<f32>>(_e466))), vec4<bool>(false, true, false, false)), vec4(dot(_e450, bitcast<vec4<f32>>(_e474))), vec4<bool>(false, false, true, false)), vec4(dot(_e450, bitcast<vec4<f32>>(_e482))), vec4<bool>(false, false, false, true));
    let _e487 = select(select(_e357, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e38.xyz, bitcast<vec4<f32>>(_e413).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e38.xyz, bitcast<vec4<f32>>(_e427).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e38.xyz, bitcast<vec4<f32>>(_e441).xyz)), vec4<bool>(false, false, true, false)) * _e260.xxxx) + _e357), vec4<bool>(true, true, true, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e488 = -(_e450);
    let _e493 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e488.xyz, _e488.xyz)), vec4<bool>(true, false, false, false));
    let _e496 = select(_e493, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e493, (_e493 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e508 = consts[(_e11 + 8u)];
    let _e513 = consts[(_e11 + 71u)];
    let _e514 = bitcast<vec4<f32>>(_e513);
    let _e518 = consts[(_e11 + 69u)];
    let _e529 = select((_e514 + vec4<f32>(0f, 0f, -1f, 0f)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e534 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e529.xyz, _e529.xyz)), vec4<bool>(true, false, false, false));
    let _e537 = select(_e534, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e534, (_e534 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e554 = consts[(_e11 + 13u)];
    let _e557 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e487.xyz, _e514.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e487.xyz, select(_e529, (_e529 * select(_e537, vec4(inverseSqrt(abs(_e537.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), bitcast<vec4<f32>>(_e554).xxxx, vec4<bool>(false, false, false, true));
    let _e570 = vec4<f32>(1f, max(_e557.x, 0f), select(0f, pow(_e557.y, clamp(_e557.w, -128f, 128f)), ((_e557.x > 0f) && (_e557.y > 0f))), 1f);
    let _e574 = select(_e570, (_e570 * vec4<f32>(1f, 1f, 1f, 1f).xxxx), vec4<bool>(false, true, true, false));
    let _e578 = consts[(_e11 + 67u)];
    let _e586 = consts[(_e11 + 68u)];
    let _e594 = consts[(_e11 + 10u)];
    let _e598 = consts[(_e11 + 12u)];
    let _e606 = consts[(_e11 + 9u)];
    let _e607 = bitcast<vec4<f32>>(_e606);
    let _e617 = consts[(_e11 + 11u)];
    let _e618 = bitcast<vec4<f32>>(_e617);
    let _e627 = consts[(_e11 + 26u)];
    let _e628 = bitcast<vec4<f32>>(_e627);
    let _e630 = select(vec4<f32>(0f, 0f, 0f, 0f), _e628.xxxx, vec4<bool>(true, false, false, false));
    let _e631 = _e630.xxxx;
    let _e632 = _e628.yyyy;
    let _e636 = select(_e630, select(_e632, _e631, (_e631 >= _e632)), vec4<bool>(true, false, false, false)).xxxx;
    let _e637 = _e628.zzzz;
    let _e644 = consts[(_e11 + 6u)];
    let _e649 = consts[(_e11 + 7u)];
    return Output(select(_e486, ((_e486 * bitcast<vec4<f32>>(_e649)) + (bitcast<vec4<f32>>(_e644) * _e486.wwww)), vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((((bitcast<vec4<f32>>(_e578) * _e574.yyyy) + vec4<f32>(0f, 0f, 0f, 0f)) * _e607) + select(vec4<f32>(0f, 0f, 0f, 0f), ((((bitcast<vec4<f32>>(_e518) * vec4<f32>(1f, 1f, 1f, 1f).xxxx) + bitcast<vec4<f32>>(_e508)) * bitcast<vec4<f32>>(_e594)) + bitcast<vec4<f32>>(_e598)), vec4<bool>(true, true, true, false)))), vec4<bool>(true, true, true, false)), saturate(_e607), vec4<bool>(false, false, false, true)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate((((bitcast<vec4<f32>>(_e586) * _e574.zzzz) + vec4<f32>(0f, 0f, 0f, 0f)) * _e618)), vec4<bool>(true, true, true, false)), saturate(_e618), vec4<bool>(false, false, false, true)), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e7 >> 12u));
}
