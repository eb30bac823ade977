struct Immediates {
    vs: u32,
    ps: u32,
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
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec3<f32>, @location(1) in1_: vec3<f32>, @location(2) in2_: vec4<u32>, @location(3) in3_: vec3<f32>) -> Output {
    let _e4 = imm.vs;
    let _e18 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e23 = vec4<f32>(in1_.x, in1_.y, in1_.z, 1f);
    let _e30 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e31 = (vec4<f32>(in2_) * vec4<f32>(1f, 1f, 1f, 1f));
    let _e38 = ((floor((abs(_e31) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e31)) * vec4<f32>(4f, 4f, 4f, 4f));
    let _e43 = select(vec4<f32>(1f, 1f, 1f, 1f), (vec4<f32>(1f, 1f, 1f, 1f) + -(_e23.xxxx)), vec4<bool>(true, false, false, false));
    let _e53 = consts[(_e4 + min(u32((i32(_e38.x) + 123i)), 1146u))];
    let _e66 = consts[(_e4 + min(u32((i32(_e38.x) + 124i)), 1146u))];
    let _e80 = consts[(_e4 + min(u32((i32(_e38.x) + 125i)), 1146u))];
    let _e94 = consts[(_e4 + min(u32((i32(_e38.x) + 126i)), 1146u))];
    let _e107 = consts[(_e4 + min(u32((i32(_e38.x) + 123i)), 1146u))];
    let _e121 = consts[(_e4 + min(u32((i32(_e38.x) + 124i)), 1146u))];
    let _e135 = consts[(_e4 + min(u32((i32(_e38.x) + 125i)), 1146u))];
    let _e147 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e30.xyz, bitcast<vec4<f32>>(_e107).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e30.xyz, bitcast<vec4<f32>>(_e121).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e30.xyz, bitcast<vec4<f32>>(_e135).xyz)), vec4<bool>(false, false, true, false)) * _e23.xxxx), vec4<bool>(true, true, true, false));
    let _e151 = select(_e43, (_e43 + -(_e23.yyyy)), vec4<bool>(true, false, false, false));
    let _e159 = consts[(_e4 + min(u32((i32(_e38.y) + 123i)), 1146u))];
    let _e171 = consts[(_e4 + min(u32((i32(_e38.y) + 124i)), 1146u))];
    let _e183 = consts[(_e4 + min(u32((i32(_e38.y) + 125i)), 1146u))];
    let _e195 = consts[(_e4 + min(u32((i32(_e38.y) + 126i)), 1146u))];
    let _e207 = consts[(_e4 + min(u32((i32(_e38.y) + 123i)), 1146u))];
    let _e221 = consts[(_e4 + min(u32((i32(_e38.y) + 124i)), 1146u))];
    let _e235 = consts[(_e4 + min(u32((i32(_e38.y) + 125i)), 1146u))];
    let _e248 = select(_e147, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e30.xyz, bitcast<vec4<f32>>(_e207).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e30.xyz, bitcast<vec4<f32>>(_e221).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e30.xyz, bitcast<vec4<f32>>(_e235).xyz)), vec4<bool>(false, false, true, false)) * _e23.yyyy) + _e147), vec4<bool>(true, true, true, false));
    let _e252 = select(_e151, (_e151 + -(_e23.zzzz)), vec4<bool>(true, false, false, false));
    let _e260 = consts[(_e4 + min(u32((i32(_e38.z) + 123i)), 1146u))];
    let _e272 = consts[(_e4 + min(u32((i32(_e38.z) + 124i)), 1146u))];
    let _e284 = consts[(_e4 + min(u32((i32(_e38.z) + 125i)), 1146u))];
    let _e296 = consts[(_e4 + min(u32((i32(_e38.z) + 126i)), 1146u))];
    let _e308 = consts[(_e4 + min(u32((i32(_e38.z) + 123i)), 1146u))];
    let _e322 = consts[(_e4 + min(u32((i32(_e38.z) + 124i)), 1146u))];
    let _e336 = consts[(_e4 + min(u32((i32(_e38.z) + 125i)), 1146u))];
    let _e349 = select(_e248, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e30.xyz, bitcast<vec4<f32>>(_e308).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e30.xyz, bitcast<vec4<f32>>(_e322).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e30.xyz, bitcast<vec4<f32>>(_e336).xyz)), vec4<bool>(false, false, true, false)) * _e23.zzzz) + _e248), vec4<bool>(true, true, true, false));
    let _e357 = consts[(_e4 + min(u32((i32(_e38.w) + 123i)), 1146u))];
    let _e369 = consts[(_e4 + min(u32((i32(_e38.w) + 124i)), 1146u))];
    let _e381 = consts[(_e4 + min(u32((i32(_e38.w) + 125i)), 1146u))];
    let _e393 = consts[(_e4 + min(u32((i32(_e38.w) + 126i)), 1146u))];
    let _e405 = consts[(_e4 + min(u32((i32(_e38.w) + 123i)), 1146u))];
    let _e419 = consts[(_e4 + min(u32((i32(_e38.w) + 124i)), 1146u))];
    let _e433 = consts[(_e4 + min(u32((i32(_e38.w) + 125i)), 1146u))];
    let _e442 = ((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e18, bitcast<vec4<f32>>(_e357))), vec4<bool>(true, false, false, false)), vec4(dot(_e18, bitcast<vec4<f32>>(_e369))), vec4<bool>(false, true, false, false)), vec4(dot(_e18, bitcast<vec4<f32>>(_e381))), vec4<bool>(false, false, true, false)), vec4(dot(_e18, bitcast<vec4<f32>>(_e393))), vec4<bool>(false, false, false, true)) * _e252.xxxx) + ((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e18, bitcast<vec4<f32>>(_e260))), vec4<bool>(true, false, false, false)), vec4(dot(_e18, bitcast<vec4<f32>>(_e272))), vec4<bool>(false, true, false, false)), vec4(dot(_e18, bitcast<vec4<f32>>(_e284))), vec4<bool>(false, false, true, false)), vec4(dot(_e18, bitcast<vec4<f32>>(_e296))), vec4<bool>(false, false, false, true)) * _e23.zzzz) + ((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e18, bitcast<vec4<f32>>(_e159))), vec4<bool>(true, false, false, false)), vec4(dot(_e18, bitcast<vec4<f32>>(_e171))), vec4<bool>(false, true, false, false)), vec4(dot(_e18, bitcast<vec4<f32>>(_e183))), vec4<bool>(false, false, true, false)), vec4(dot(_e18, bitcast<vec4<f32>>(_e195))), vec4<bool>(false, false, false, true)) * _e23.yyyy) + (select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e18, bitcast<vec4<f32>>(_e53))), vec4<bool>(true, false, false, false)), vec4(dot(_e18, bitcast<vec4<f32>>(_e66))), vec4<bool>(false, true, false, false)), vec4(dot(_e18, bitcast<vec4<f32>>(_e80))), vec4<bool>(false, false, true, false)), vec4(dot(_e18, bitcast<vec4<f32>>(_e94))), vec4<bool>(false, false, false, true)) * _e23.xxxx))));
    let _e450 = consts[(_e4 + 21u)];
    let _e458 = consts[(_e4 + 22u)];
    let _e466 = consts[(_e4 + 23u)];
    let _e474 = consts[(_e4 + 24u)];
    let _e478 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e442, bitcast<vec4<f32>>(_e450))), vec4<bool>(true, false, false, false)), vec4(dot(_e442, bitcast<vec4<f32>>(_e458))), vec4<bool>(false, true, false, false)), vec4(dot(_e442, bitcast<vec4<f32>>(_e466))), vec4<bool>(false, false, true, false)), vec4(dot(_e442, bitcast<vec4<f32>>(_e474))), vec4<bool>(false, false, false, true));
    let _e479 = select(select(_e349, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e30.xyz, bitcast<vec4<f32>>(_e405).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e30.xyz, bitcast<vec4<f32>>(_e419).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e30.xyz, bitcast<vec4<f32>>(_e433).xyz)), vec4<bool>(false, false, true, false)) * _e252.xxxx) + _e349), vec4<bool>(true, true, true, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e480 = -(_e442);
    let _e485 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e480.xyz, _e480.xyz)), vec4<bool>(true, false, false, false));
    let _e488 = select(_e485, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e485, (_e485 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e500 = consts[(_e4 + 8u)];
    let _e505 = consts[(_e4 + 71u)];
    let _e506 = bitcast<vec4<f32>>(_e505);
    let _e510 = consts[(_e4 + 69u)];
    let _e521 = select((_e506 + vec4<f32>(0f, 0f, -1f, 0f)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e526 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e521.xyz, _e521.xyz)), vec4<bool>(true, false, false, false));
    let _e529 = select(_e526, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e526, (_e526 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e546 = consts[(_e4 + 13u)];
    let _e549 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e479.xyz, _e506.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e479.xyz, select(_e521, (_e521 * select(_e529, vec4(inverseSqrt(abs(_e529.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), bitcast<vec4<f32>>(_e546).xxxx, vec4<bool>(false, false, false, true));
    let _e562 = vec4<f32>(1f, max(_e549.x, 0f), select(0f, pow(_e549.y, clamp(_e549.w, -128f, 128f)), ((_e549.x > 0f) && (_e549.y > 0f))), 1f);
    let _e566 = select(_e562, (_e562 * vec4<f32>(1f, 1f, 1f, 1f).xxxx), vec4<bool>(false, true, true, false));
    let _e570 = consts[(_e4 + 67u)];
    let _e578 = consts[(_e4 + 68u)];
    let _e586 = consts[(_e4 + 10u)];
    let _e591 = consts[(_e4 + 12u)];
    let _e599 = consts[(_e4 + 9u)];
    let _e600 = bitcast<vec4<f32>>(_e599);
    let _e610 = consts[(_e4 + 11u)];
    let _e611 = bitcast<vec4<f32>>(_e610);
    let _e620 = consts[(_e4 + 26u)];
    let _e621 = bitcast<vec4<f32>>(_e620);
    let _e623 = select(vec4<f32>(0f, 0f, 0f, 0f), _e621.xxxx, vec4<bool>(true, false, false, false));
    let _e624 = _e623.xxxx;
    let _e625 = _e621.yyyy;
    let _e629 = select(_e623, select(_e625, _e624, (_e624 >= _e625)), vec4<bool>(true, false, false, false)).xxxx;
    let _e630 = _e621.zzzz;
    let _e637 = consts[(_e4 + 6u)];
    let _e642 = consts[(_e4 + 7u)];
    return Output(select(_e478, ((_e478 * bitcast<vec4<f32>>(_e642)) + (bitcast<vec4<f32>>(_e637) * _e478.wwww)), vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((((bitcast<vec4<f32>>(_e570) * _e566.yyyy) + vec4<f32>(0f, 0f, 0f, 0f)) * _e600) + select(vec4<f32>(0f, 0f, 0f, 0f), ((((bitcast<vec4<f32>>(_e510) * vec4<f32>(1f, 1f, 1f, 1f).xxxx) + bitcast<vec4<f32>>(_e500)) * bitcast<vec4<f32>>(_e586)) + bitcast<vec4<f32>>(_e591)), vec4<bool>(true, true, true, false)))), vec4<bool>(true, true, true, false)), saturate(_e600), vec4<bool>(false, false, false, true)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate((((bitcast<vec4<f32>>(_e578) * _e566.zzzz) + vec4<f32>(0f, 0f, 0f, 0f)) * _e611)), vec4<bool>(true, true, true, false)), saturate(_e611), vec4<bool>(false, false, false, true)), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f));
}
