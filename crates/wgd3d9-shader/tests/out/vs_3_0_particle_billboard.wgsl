struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
    @location(1) out3_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e7 = select(_e3, instance_index, (_e3 == 4294967295u));
    let _e11 = (_e7 & 4095u);
    let _e25 = consts[(_e11 + 8u)];
    let _e38 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e25).xxxx + -(in0_.wwww)), vec4<bool>(true, false, false, false)), vec4((1f / in2_.x)), vec4<bool>(false, true, false, false));
    let _e44 = select(_e38, saturate((_e38.xxxx * _e38.yyyy)), vec4<bool>(false, false, true, false));
    let _e54 = select(_e44, (_e44.xxxx * _e44.xxxx), vec4<bool>(false, false, false, true));
    let _e58 = select(_e54, (_e54.wwww * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(false, false, false, true));
    let _e62 = consts[(_e11 + 12u)];
    let _e67 = select(in0_, ((_e58.wwww * bitcast<vec4<f32>>(_e62)) + in0_), vec4<bool>(true, true, true, false));
    let _e71 = select(vec4<f32>(0f, 0f, 0f, 0f), (in2_.wwww * _e58.xxxx), vec4<bool>(true, false, false, false));
    let _e77 = select(_e71, ((_e71.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e80 = select(_e77, fract(_e77.xxxx), vec4<bool>(true, false, false, false));
    let _e93 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e80, ((_e80.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), sin(select(_e80, ((_e80.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e97 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_.xxxx * _e93.xxxx), vec4<bool>(true, false, false, false));
    let _e108 = select(select(_e97, ((-(in1_.yyyy) * _e93.yyyy) + _e97.xxxx), vec4<bool>(true, false, false, false)), (in1_.xxxx * _e93.yyyy), vec4<bool>(false, true, false, false));
    let _e114 = select(_e108, ((in1_.yyyy * _e93.xxxx) + _e108.yyyy), vec4<bool>(false, true, false, false));
    let _e117 = select(_e114, (_e114 * select(vec4<f32>(0f, 0f, 0f, 0f), mix(in2_.yyyy, in2_.zzzz, _e44.zzzz), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, false, false));
    let _e122 = consts[(_e11 + 9u)];
    let _e126 = select(_e67, ((_e117.xxxx * bitcast<vec4<f32>>(_e122)) + _e67), vec4<bool>(true, true, true, false));
    let _e131 = consts[(_e11 + 10u)];
    let _e137 = select(select(_e126, ((_e117.yyyy * bitcast<vec4<f32>>(_e131)) + _e126), vec4<bool>(true, true, true, false)), vec4<f32>(0f, 1f, 0.5f, 2f).yyyy, vec4<bool>(false, false, false, true));
    let _e141 = consts[(_e11 + 0u)];
    let _e149 = consts[(_e11 + 1u)];
    let _e157 = consts[(_e11 + 2u)];
    let _e165 = consts[(_e11 + 3u)];
    let _e169 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e137, bitcast<vec4<f32>>(_e141))), vec4<bool>(true, false, false, false)), vec4(dot(_e137, bitcast<vec4<f32>>(_e149))), vec4<bool>(false, true, false, false)), vec4(dot(_e137, bitcast<vec4<f32>>(_e157))), vec4<bool>(false, false, true, false)), vec4(dot(_e137, bitcast<vec4<f32>>(_e165))), vec4<bool>(false, false, false, true));
    let _e173 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e58.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).zzzz), vec4<bool>(true, false, false, false));
    let _e176 = select(_e173, fract(_e173.xxxx), vec4<bool>(false, true, false, false));
    let _e181 = select(_e176, (_e176.xxxx + -(_e176.yyyy)), vec4<bool>(true, false, false, false));
    let _e185 = select(_e181, (_e181.xxxx * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(false, false, true, false));
    let _e188 = select(_e185, fract(_e185.zzzz), vec4<bool>(false, false, false, true));
    let _e193 = select(_e188, (_e188.zzzz + -(_e188.wwww)), vec4<bool>(false, false, true, false));
    let _e197 = select(_e193, (_e193.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(false, false, true, false));
    let _e202 = select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(true, true, false, false));
    let _e205 = select(_e202, (_e202 * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(true, true, false, false));
    let _e209 = select(_e205, (_e205.xxxx + _e197.wwww), vec4<bool>(true, false, false, false));
    let _e220 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e58.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).yyyy), vec4<bool>(true, false, false, false));
    let _e221 = _e220.xxxx;
    let _e222 = vec4<f32>(0f, 1f, 0.5f, 2f).yyyy;
    let _e230 = select(select(_e220, select(_e222, _e221, (_e221 < _e222)), vec4<bool>(true, false, false, false)), (vec4<f32>(0f, 1f, 0.5f, 2f).yyyy + -(_e58.zzzz)), vec4<bool>(false, true, false, false));
    let _e234 = select(_e230, (_e230.yyyy * vec4<f32>(0.25f, 4f, 16f, 0.0625f).yyyy), vec4<bool>(false, true, false, false));
    let _e235 = _e234.yyyy;
    let _e236 = vec4<f32>(0f, 1f, 0.5f, 2f).yyyy;
    let _e239 = select(_e234, select(_e236, _e235, (_e235 < _e236)), vec4<bool>(false, true, false, false));
    let _e249 = consts[(_e11 + 11u)];
    let _e255 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e137.xyz, bitcast<vec4<f32>>(_e249).xyz)), vec4<bool>(true, false, false, false));
    let _e260 = consts[(_e11 + 13u)];
    let _e261 = bitcast<vec4<f32>>(_e260);
    let _e265 = select(_e255, (_e255.xxxx + -(_e261.xxxx)), vec4<bool>(true, false, false, false));
    let _e279 = consts[(_e11 + 256u)];
    let _e284 = consts[(_e11 + 257u)];
    return Output(select(_e169, ((_e169 * bitcast<vec4<f32>>(_e284)) + (bitcast<vec4<f32>>(_e279) * _e169.wwww)), vec4<bool>(true, true, true, false)), select(select(_e209, (_e209.yyyy + _e197.zzzz), vec4<bool>(false, true, false, false)), _e58.xyzz, vec4<bool>(false, false, true, true)), (in3_ * select(_e239, (_e239.xxxx * _e239.yyyy), vec4<bool>(true, false, false, false)).xxxx), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), _e169, vec4<bool>(true, true, false, false)), select(_e265, saturate((_e265.xxxx * _e261.yyyy)), vec4<bool>(false, true, false, false)).yyyy, vec4<bool>(false, false, true, false)), _e169.wwww, vec4<bool>(false, false, false, true)), (_e7 >> 12u));
}
