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
var<uniform> consts: array<vec4<f32>, 4096>;
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
    let _e65 = consts[(_e4 + min(u32((i32(_e38.x) + 124i)), 1146u))];
    let _e78 = consts[(_e4 + min(u32((i32(_e38.x) + 125i)), 1146u))];
    let _e91 = consts[(_e4 + min(u32((i32(_e38.x) + 126i)), 1146u))];
    let _e103 = consts[(_e4 + min(u32((i32(_e38.x) + 123i)), 1146u))];
    let _e116 = consts[(_e4 + min(u32((i32(_e38.x) + 124i)), 1146u))];
    let _e129 = consts[(_e4 + min(u32((i32(_e38.x) + 125i)), 1146u))];
    let _e140 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e30.xyz, _e103.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e30.xyz, _e116.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e30.xyz, _e129.xyz)), vec4<bool>(false, false, true, false)) * _e23.xxxx), vec4<bool>(true, true, true, false));
    let _e144 = select(_e43, (_e43 + -(_e23.yyyy)), vec4<bool>(true, false, false, false));
    let _e152 = consts[(_e4 + min(u32((i32(_e38.y) + 123i)), 1146u))];
    let _e163 = consts[(_e4 + min(u32((i32(_e38.y) + 124i)), 1146u))];
    let _e174 = consts[(_e4 + min(u32((i32(_e38.y) + 125i)), 1146u))];
    let _e185 = consts[(_e4 + min(u32((i32(_e38.y) + 126i)), 1146u))];
    let _e196 = consts[(_e4 + min(u32((i32(_e38.y) + 123i)), 1146u))];
    let _e209 = consts[(_e4 + min(u32((i32(_e38.y) + 124i)), 1146u))];
    let _e222 = consts[(_e4 + min(u32((i32(_e38.y) + 125i)), 1146u))];
    let _e234 = select(_e140, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e30.xyz, _e196.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e30.xyz, _e209.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e30.xyz, _e222.xyz)), vec4<bool>(false, false, true, false)) * _e23.yyyy) + _e140), vec4<bool>(true, true, true, false));
    let _e238 = select(_e144, (_e144 + -(_e23.zzzz)), vec4<bool>(true, false, false, false));
    let _e246 = consts[(_e4 + min(u32((i32(_e38.z) + 123i)), 1146u))];
    let _e257 = consts[(_e4 + min(u32((i32(_e38.z) + 124i)), 1146u))];
    let _e268 = consts[(_e4 + min(u32((i32(_e38.z) + 125i)), 1146u))];
    let _e279 = consts[(_e4 + min(u32((i32(_e38.z) + 126i)), 1146u))];
    let _e290 = consts[(_e4 + min(u32((i32(_e38.z) + 123i)), 1146u))];
    let _e303 = consts[(_e4 + min(u32((i32(_e38.z) + 124i)), 1146u))];
    let _e316 = consts[(_e4 + min(u32((i32(_e38.z) + 125i)), 1146u))];
    let _e328 = select(_e234, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e30.xyz, _e290.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e30.xyz, _e303.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e30.xyz, _e316.xyz)), vec4<bool>(false, false, true, false)) * _e23.zzzz) + _e234), vec4<bool>(true, true, true, false));
    let _e336 = consts[(_e4 + min(u32((i32(_e38.w) + 123i)), 1146u))];
    let _e347 = consts[(_e4 + min(u32((i32(_e38.w) + 124i)), 1146u))];
    let _e358 = consts[(_e4 + min(u32((i32(_e38.w) + 125i)), 1146u))];
    let _e369 = consts[(_e4 + min(u32((i32(_e38.w) + 126i)), 1146u))];
    let _e380 = consts[(_e4 + min(u32((i32(_e38.w) + 123i)), 1146u))];
    let _e393 = consts[(_e4 + min(u32((i32(_e38.w) + 124i)), 1146u))];
    let _e406 = consts[(_e4 + min(u32((i32(_e38.w) + 125i)), 1146u))];
    let _e414 = ((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e18, _e336)), vec4<bool>(true, false, false, false)), vec4(dot(_e18, _e347)), vec4<bool>(false, true, false, false)), vec4(dot(_e18, _e358)), vec4<bool>(false, false, true, false)), vec4(dot(_e18, _e369)), vec4<bool>(false, false, false, true)) * _e238.xxxx) + ((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e18, _e246)), vec4<bool>(true, false, false, false)), vec4(dot(_e18, _e257)), vec4<bool>(false, true, false, false)), vec4(dot(_e18, _e268)), vec4<bool>(false, false, true, false)), vec4(dot(_e18, _e279)), vec4<bool>(false, false, false, true)) * _e23.zzzz) + ((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e18, _e152)), vec4<bool>(true, false, false, false)), vec4(dot(_e18, _e163)), vec4<bool>(false, true, false, false)), vec4(dot(_e18, _e174)), vec4<bool>(false, false, true, false)), vec4(dot(_e18, _e185)), vec4<bool>(false, false, false, true)) * _e23.yyyy) + (select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e18, _e53)), vec4<bool>(true, false, false, false)), vec4(dot(_e18, _e65)), vec4<bool>(false, true, false, false)), vec4(dot(_e18, _e78)), vec4<bool>(false, false, true, false)), vec4(dot(_e18, _e91)), vec4<bool>(false, false, false, true)) * _e23.xxxx))));
    let _e422 = consts[(_e4 + 21u)];
    let _e429 = consts[(_e4 + 22u)];
    let _e436 = consts[(_e4 + 23u)];
    let _e443 = consts[(_e4 + 24u)];
    let _e446 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e414, _e422)), vec4<bool>(true, false, false, false)), vec4(dot(_e414, _e429)), vec4<bool>(false, true, false, false)), vec4(dot(_e414, _e436)), vec4<bool>(false, false, true, false)), vec4(dot(_e414, _e443)), vec4<bool>(false, false, false, true));
    let _e447 = select(select(_e328, ((select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e30.xyz, _e380.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e30.xyz, _e393.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e30.xyz, _e406.xyz)), vec4<bool>(false, false, true, false)) * _e238.xxxx) + _e328), vec4<bool>(true, true, true, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e448 = -(_e414);
    let _e453 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e448.xyz, _e448.xyz)), vec4<bool>(true, false, false, false));
    let _e456 = select(_e453, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e453, (_e453 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e468 = consts[(_e4 + 8u)];
    let _e472 = consts[(_e4 + 71u)];
    let _e476 = consts[(_e4 + 69u)];
    let _e486 = select((_e472 + vec4<f32>(0f, 0f, -1f, 0f)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e491 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e486.xyz, _e486.xyz)), vec4<bool>(true, false, false, false));
    let _e494 = select(_e491, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e491, (_e491 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e511 = consts[(_e4 + 13u)];
    let _e513 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e447.xyz, _e472.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e447.xyz, select(_e486, (_e486 * select(_e494, vec4(inverseSqrt(abs(_e494.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), _e511.xxxx, vec4<bool>(false, false, false, true));
    let _e526 = vec4<f32>(1f, max(_e513.x, 0f), select(0f, pow(_e513.y, clamp(_e513.w, -128f, 128f)), ((_e513.x > 0f) && (_e513.y > 0f))), 1f);
    let _e530 = select(_e526, (_e526 * vec4<f32>(1f, 1f, 1f, 1f).xxxx), vec4<bool>(false, true, true, false));
    let _e534 = consts[(_e4 + 67u)];
    let _e541 = consts[(_e4 + 68u)];
    let _e548 = consts[(_e4 + 10u)];
    let _e552 = consts[(_e4 + 12u)];
    let _e559 = consts[(_e4 + 9u)];
    let _e569 = consts[(_e4 + 11u)];
    let _e578 = consts[(_e4 + 26u)];
    let _e580 = select(vec4<f32>(0f, 0f, 0f, 0f), _e578.xxxx, vec4<bool>(true, false, false, false));
    let _e581 = _e580.xxxx;
    let _e582 = _e578.yyyy;
    let _e586 = select(_e580, select(_e582, _e581, (_e581 >= _e582)), vec4<bool>(true, false, false, false)).xxxx;
    let _e587 = _e578.zzzz;
    let _e594 = consts[(_e4 + 6u)];
    let _e598 = consts[(_e4 + 7u)];
    return Output(select(_e446, ((_e446 * _e598) + (_e594 * _e446.wwww)), vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((((_e534 * _e530.yyyy) + vec4<f32>(0f, 0f, 0f, 0f)) * _e559) + select(vec4<f32>(0f, 0f, 0f, 0f), ((((_e476 * vec4<f32>(1f, 1f, 1f, 1f).xxxx) + _e468) * _e548) + _e552), vec4<bool>(true, true, true, false)))), vec4<bool>(true, true, true, false)), saturate(_e559), vec4<bool>(false, false, false, true)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate((((_e541 * _e530.zzzz) + vec4<f32>(0f, 0f, 0f, 0f)) * _e569)), vec4<bool>(true, true, true, false)), saturate(_e569), vec4<bool>(false, false, false, true)), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f));
}
