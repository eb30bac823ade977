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
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e28 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e33 = vec4<f32>(in1_.x, in1_.y, in1_.z, 1f);
    let _e40 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e41 = (vec4<f32>(in2_) * vec4<f32>(1f, 1f, 1f, 1f));
    let _e48 = ((floor((abs(_e41) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e41)) * vec4<f32>(4f, 4f, 4f, 4f));
    let _e53 = select(vec4<f32>(1f, 1f, 1f, 1f), (vec4<f32>(1f, 1f, 1f, 1f) + -(_e33.xxxx)), vec4<bool>(true, false, false, false));
    let _e63 = consts[(_e13 + min(u32((i32(_e48.x) + 123i)), 1146u))];
    let _e76 = consts[(_e13 + min(u32((i32(_e48.x) + 124i)), 1146u))];
    let _e90 = consts[(_e13 + min(u32((i32(_e48.x) + 125i)), 1146u))];
    let _e104 = consts[(_e13 + min(u32((i32(_e48.x) + 126i)), 1146u))];
    let _e117 = consts[(_e13 + min(u32((i32(_e48.x) + 123i)), 1146u))];
    let _e131 = consts[(_e13 + min(u32((i32(_e48.x) + 124i)), 1146u))];
    let _e145 = consts[(_e13 + min(u32((i32(_e48.x) + 125i)), 1146u))];
    let _e157 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e40.xyz, bitcast<vec4<f32>>(_e117).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e40.xyz, bitcast<vec4<f32>>(_e131).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e40.xyz, bitcast<vec4<f32>>(_e145).xyz)), vec4<bool>(false, false, true, false)) * _e33.xxxx), vec4<bool>(true, true, true, false));
    let _e161 = select(_e53, (_e53 + -(_e33.yyyy)), vec4<bool>(true, false, false, false));
    let _e169 = consts[(_e13 + min(u32((i32(_e48.y) + 123i)), 1146u))];
    let _e181 = consts[(_e13 + min(u32((i32(_e48.y) + 124i)), 1146u))];
    let _e193 = consts[(_e13 + min(u32((i32(_e48.y) + 125i)), 1146u))];
    let _e205 = consts[(_e13 + min(u32((i32(_e48.y) + 126i)), 1146u))];
    let _e217 = consts[(_e13 + min(u32((i32(_e48.y) + 123i)), 1146u))];
    let _e231 = consts[(_e13 + min(u32((i32(_e48.y) + 124i)), 1146u))];
    let _e245 = consts[(_e13 + min(u32((i32(_e48.y) + 125i)), 1146u))];
    let _e258 = select(_e157, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e40.xyz, bitcast<vec4<f32>>(_e217).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e40.xyz, bitcast<vec4<f32>>(_e231).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e40.xyz, bitcast<vec4<f32>>(_e245).xyz)), vec4<bool>(false, false, true, false)) * _e33.yyyy) + _e157), vec4<bool>(true, true, true, false));
    let _e262 = select(_e161, (_e161 + -(_e33.zzzz)), vec4<bool>(true, false, false, false));
    let _e270 = consts[(_e13 + min(u32((i32(_e48.z) + 123i)), 1146u))];
    let _e282 = consts[(_e13 + min(u32((i32(_e48.z) + 124i)), 1146u))];
    let _e294 = consts[(_e13 + min(u32((i32(_e48.z) + 125i)), 1146u))];
    let _e306 = consts[(_e13 + min(u32((i32(_e48.z) + 126i)), 1146u))];
    let _e318 = consts[(_e13 + min(u32((i32(_e48.z) + 123i)), 1146u))];
    let _e332 = consts[(_e13 + min(u32((i32(_e48.z) + 124i)), 1146u))];
    let _e346 = consts[(_e13 + min(u32((i32(_e48.z) + 125i)), 1146u))];
    let _e359 = select(_e258, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e40.xyz, bitcast<vec4<f32>>(_e318).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e40.xyz, bitcast<vec4<f32>>(_e332).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e40.xyz, bitcast<vec4<f32>>(_e346).xyz)), vec4<bool>(false, false, true, false)) * _e33.zzzz) + _e258), vec4<bool>(true, true, true, false));
    let _e367 = consts[(_e13 + min(u32((i32(_e48.w) + 123i)), 1146u))];
    let _e379 = consts[(_e13 + min(u32((i32(_e48.w) + 124i)), 1146u))];
    let _e391 = consts[(_e13 + min(u32((i32(_e48.w) + 125i)), 1146u))];
    let _e403 = consts[(_e13 + min(u32((i32(_e48.w) + 126i)), 1146u))];
    let _e415 = consts[(_e13 + min(u32((i32(_e48.w) + 123i)), 1146u))];
    let _e429 = consts[(_e13 + min(u32((i32(_e48.w) + 124i)), 1146u))];
    let _e443 = consts[(_e13 + min(u32((i32(_e48.w) + 125i)), 1146u))];
    let _e452 = ((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e28, bitcast<vec4<f32>>(_e367))), vec4<bool>(true, false, false, false)), vec4(dot(_e28, bitcast<vec4<f32>>(_e379))), vec4<bool>(false, true, false, false)), vec4(dot(_e28, bitcast<vec4<f32>>(_e391))), vec4<bool>(false, false, true, false)), vec4(dot(_e28, bitcast<vec4<f32>>(_e403))), vec4<bool>(false, false, false, true)) * _e262.xxxx) + ((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e28, bitcast<vec4<f32>>(_e270))), vec4<bool>(true, false, false, false)), vec4(dot(_e28, bitcast<vec4<f32>>(_e282))), vec4<bool>(false, true, false, false)), vec4(dot(_e28, bitcast<vec4<f32>>(_e294))), vec4<bool>(false, false, true, false)), vec4(dot(_e28, bitcast<vec4<f32>>(_e306))), vec4<bool>(false, false, false, true)) * _e33.zzzz) + ((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e28, bitcast<vec4<f32>>(_e169))), vec4<bool>(true, false, false, false)), vec4(dot(_e28, bitcast<vec4<f32>>(_e181))), vec4<bool>(false, true, false, false)), vec4(dot(_e28, bitcast<vec4<f32>>(_e193))), vec4<bool>(false, false, true, false)), vec4(dot(_e28, bitcast<vec4<f32>>(_e205))), vec4<bool>(false, false, false, true)) * _e33.yyyy) + (select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e28, bitcast<vec4<f32>>(_e63))), vec4<bool>(true, false, false, false)), vec4(dot(_e28, bitcast<vec4<f32>>(_e76))), vec4<bool>(false, true, false, false)), vec4(dot(_e28, bitcast<vec4<f32>>(_e90))), vec4<bool>(false, false, true, false)), vec4(dot(_e28, bitcast<vec4<f32>>(_e104))), vec4<bool>(false, false, false, true)) * _e33.xxxx))));
    let _e460 = consts[(_e13 + 21u)];
    let _e468 = consts[(_e13 + 22u)];
    let _e476 = consts[(_e13 + 23u)];
    let _e484 = consts[(_e13 + 24u)];
    let _e488 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e452, bitcast<vec4<f32>>(_e460))), vec4<bool>(true, false, false, false)), vec4(dot(_e452, bitcast<vec4<f32>>(_e468))), vec4<bool>(false, true, false, false)), vec4(dot(_e452, bitcast<vec4<f32>>(_e476))), vec4<bool>(false, false, true, false)), vec4(dot(_e452, bitcast<vec4<f32>>(_e484))), vec4<bool>(false, false, false, true));
    let _e489 = select(select(_e359, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e40.xyz, bitcast<vec4<f32>>(_e415).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e40.xyz, bitcast<vec4<f32>>(_e429).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e40.xyz, bitcast<vec4<f32>>(_e443).xyz)), vec4<bool>(false, false, true, false)) * _e262.xxxx) + _e359), vec4<bool>(true, true, true, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e490 = -(_e452);
    let _e495 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e490.xyz, _e490.xyz)), vec4<bool>(true, false, false, false));
    let _e498 = select(_e495, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e495, (_e495 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e510 = consts[(_e13 + 8u)];
    let _e515 = consts[(_e13 + 71u)];
    let _e516 = bitcast<vec4<f32>>(_e515);
    let _e520 = consts[(_e13 + 69u)];
    let _e531 = select((_e516 + vec4<f32>(0f, 0f, -1f, 0f)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e536 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e531.xyz, _e531.xyz)), vec4<bool>(true, false, false, false));
    let _e539 = select(_e536, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e536, (_e536 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e556 = consts[(_e13 + 13u)];
    let _e559 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e489.xyz, _e516.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e489.xyz, select(_e531, (_e531 * select(_e539, vec4(inverseSqrt(abs(_e539.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), bitcast<vec4<f32>>(_e556).xxxx, vec4<bool>(false, false, false, true));
    let _e572 = vec4<f32>(1f, max(_e559.x, 0f), select(0f, pow(_e559.y, clamp(_e559.w, -128f, 128f)), ((_e559.x > 0f) && (_e559.y > 0f))), 1f);
    let _e576 = select(_e572, (_e572 * vec4<f32>(1f, 1f, 1f, 1f).xxxx), vec4<bool>(false, true, true, false));
    let _e580 = consts[(_e13 + 67u)];
    let _e588 = consts[(_e13 + 68u)];
    let _e596 = consts[(_e13 + 10u)];
    let _e600 = consts[(_e13 + 12u)];
    let _e608 = consts[(_e13 + 9u)];
    let _e609 = bitcast<vec4<f32>>(_e608);
    let _e619 = consts[(_e13 + 11u)];
    let _e620 = bitcast<vec4<f32>>(_e619);
    let _e629 = consts[(_e13 + 26u)];
    let _e630 = bitcast<vec4<f32>>(_e629);
    let _e632 = select(vec4<f32>(0f, 0f, 0f, 0f), _e630.xxxx, vec4<bool>(true, false, false, false));
    let _e633 = _e632.xxxx;
    let _e634 = _e630.yyyy;
    let _e638 = select(_e632, select(_e634, _e633, (_e633 >= _e634)), vec4<bool>(true, false, false, false)).xxxx;
    let _e639 = _e630.zzzz;
    let _e646 = consts[(_e13 + 6u)];
    let _e651 = consts[(_e13 + 7u)];
    return Output(select(_e488, ((_e488 * bitcast<vec4<f32>>(_e651)) + (bitcast<vec4<f32>>(_e646) * _e488.wwww)), vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((((bitcast<vec4<f32>>(_e580) * _e576.yyyy) + vec4<f32>(0f, 0f, 0f, 0f)) * _e609) + select(vec4<f32>(0f, 0f, 0f, 0f), ((((bitcast<vec4<f32>>(_e520) * vec4<f32>(1f, 1f, 1f, 1f).xxxx) + bitcast<vec4<f32>>(_e510)) * bitcast<vec4<f32>>(_e596)) + bitcast<vec4<f32>>(_e600)), vec4<bool>(true, true, true, false)))), vec4<bool>(true, true, true, false)), saturate(_e609), vec4<bool>(false, false, false, true)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate((((bitcast<vec4<f32>>(_e588) * _e576.zzzz) + vec4<f32>(0f, 0f, 0f, 0f)) * _e620)), vec4<bool>(true, true, true, false)), saturate(_e620), vec4<bool>(false, false, false, true)), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e9 >> 12u));
}
