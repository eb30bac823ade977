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
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e27 = consts[(_e13 + 8u)];
    let _e40 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e27).xxxx + -(in0_.wwww)), vec4<bool>(true, false, false, false)), vec4((1f / in2_.x)), vec4<bool>(false, true, false, false));
    let _e46 = select(_e40, saturate((_e40.xxxx * _e40.yyyy)), vec4<bool>(false, false, true, false));
    let _e56 = select(_e46, (_e46.xxxx * _e46.xxxx), vec4<bool>(false, false, false, true));
    let _e60 = select(_e56, (_e56.wwww * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(false, false, false, true));
    let _e64 = consts[(_e13 + 12u)];
    let _e69 = select(in0_, ((_e60.wwww * bitcast<vec4<f32>>(_e64)) + in0_), vec4<bool>(true, true, true, false));
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), (in2_.wwww * _e60.xxxx), vec4<bool>(true, false, false, false));
    let _e79 = select(_e73, ((_e73.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e82 = select(_e79, fract(_e79.xxxx), vec4<bool>(true, false, false, false));
    let _e95 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e82, ((_e82.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), sin(select(_e82, ((_e82.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e99 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_.xxxx * _e95.xxxx), vec4<bool>(true, false, false, false));
    let _e110 = select(select(_e99, ((-(in1_.yyyy) * _e95.yyyy) + _e99.xxxx), vec4<bool>(true, false, false, false)), (in1_.xxxx * _e95.yyyy), vec4<bool>(false, true, false, false));
    let _e116 = select(_e110, ((in1_.yyyy * _e95.xxxx) + _e110.yyyy), vec4<bool>(false, true, false, false));
    let _e119 = select(_e116, (_e116 * select(vec4<f32>(0f, 0f, 0f, 0f), mix(in2_.yyyy, in2_.zzzz, _e46.zzzz), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, false, false));
    let _e124 = consts[(_e13 + 9u)];
    let _e128 = select(_e69, ((_e119.xxxx * bitcast<vec4<f32>>(_e124)) + _e69), vec4<bool>(true, true, true, false));
    let _e133 = consts[(_e13 + 10u)];
    let _e139 = select(select(_e128, ((_e119.yyyy * bitcast<vec4<f32>>(_e133)) + _e128), vec4<bool>(true, true, true, false)), vec4<f32>(0f, 1f, 0.5f, 2f).yyyy, vec4<bool>(false, false, false, true));
    let _e142 = consts[(_e13 + 0u)];
    let _e149 = consts[(_e13 + 1u)];
    let _e157 = consts[(_e13 + 2u)];
    let _e165 = consts[(_e13 + 3u)];
    let _e169 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e139, bitcast<vec4<f32>>(_e142))), vec4<bool>(true, false, false, false)), vec4(dot(_e139, bitcast<vec4<f32>>(_e149))), vec4<bool>(false, true, false, false)), vec4(dot(_e139, bitcast<vec4<f32>>(_e157))), vec4<bool>(false, false, true, false)), vec4(dot(_e139, bitcast<vec4<f32>>(_e165))), vec4<bool>(false, false, false, true));
    let _e173 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e60.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).zzzz), vec4<bool>(true, false, false, false));
    let _e176 = select(_e173, fract(_e173.xxxx), vec4<bool>(false, true, false, false));
    let _e181 = select(_e176, (_e176.xxxx + -(_e176.yyyy)), vec4<bool>(true, false, false, false));
    let _e185 = select(_e181, (_e181.xxxx * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(false, false, true, false));
    let _e188 = select(_e185, fract(_e185.zzzz), vec4<bool>(false, false, false, true));
    let _e193 = select(_e188, (_e188.zzzz + -(_e188.wwww)), vec4<bool>(false, false, true, false));
    let _e197 = select(_e193, (_e193.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(false, false, true, false));
    let _e202 = select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(true, true, false, false));
    let _e205 = select(_e202, (_e202 * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(true, true, false, false));
    let _e209 = select(_e205, (_e205.xxxx + _e197.wwww), vec4<bool>(true, false, false, false));
    let _e220 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e60.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).yyyy), vec4<bool>(true, false, false, false));
    let _e221 = _e220.xxxx;
    let _e222 = vec4<f32>(0f, 1f, 0.5f, 2f).yyyy;
    let _e230 = select(select(_e220, select(_e222, _e221, (_e221 < _e222)), vec4<bool>(true, false, false, false)), (vec4<f32>(0f, 1f, 0.5f, 2f).yyyy + -(_e60.zzzz)), vec4<bool>(false, true, false, false));
    let _e234 = select(_e230, (_e230.yyyy * vec4<f32>(0.25f, 4f, 16f, 0.0625f).yyyy), vec4<bool>(false, true, false, false));
    let _e235 = _e234.yyyy;
    let _e236 = vec4<f32>(0f, 1f, 0.5f, 2f).yyyy;
    let _e239 = select(_e234, select(_e236, _e235, (_e235 < _e236)), vec4<bool>(false, true, false, false));
    let _e249 = consts[(_e13 + 11u)];
    let _e255 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e139.xyz, bitcast<vec4<f32>>(_e249).xyz)), vec4<bool>(true, false, false, false));
    let _e260 = consts[(_e13 + 13u)];
    let _e261 = bitcast<vec4<f32>>(_e260);
    let _e265 = select(_e255, (_e255.xxxx + -(_e261.xxxx)), vec4<bool>(true, false, false, false));
    let _e279 = consts[(_e13 + 256u)];
    let _e284 = consts[(_e13 + 257u)];
    return Output(select(_e169, ((_e169 * bitcast<vec4<f32>>(_e284)) + (bitcast<vec4<f32>>(_e279) * _e169.wwww)), vec4<bool>(true, true, true, false)), select(select(_e209, (_e209.yyyy + _e197.zzzz), vec4<bool>(false, true, false, false)), _e60.xyzz, vec4<bool>(false, false, true, true)), (in3_ * select(_e239, (_e239.xxxx * _e239.yyyy), vec4<bool>(true, false, false, false)).xxxx), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), _e169, vec4<bool>(true, true, false, false)), select(_e265, saturate((_e265.xxxx * _e261.yyyy)), vec4<bool>(false, true, false, false)).yyyy, vec4<bool>(false, false, true, false)), _e169.wwww, vec4<bool>(false, false, false, true)), (_e9 >> 12u));
}
