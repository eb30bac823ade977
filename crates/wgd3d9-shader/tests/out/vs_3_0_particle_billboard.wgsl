struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
    @location(1) out3_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e17 = consts[(_e4 + 8u)];
    let _e30 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e17).xxxx + -(in0_.wwww)), vec4<bool>(true, false, false, false)), vec4((1f / in2_.x)), vec4<bool>(false, true, false, false));
    let _e36 = select(_e30, saturate((_e30.xxxx * _e30.yyyy)), vec4<bool>(false, false, true, false));
    let _e46 = select(_e36, (_e36.xxxx * _e36.xxxx), vec4<bool>(false, false, false, true));
    let _e50 = select(_e46, (_e46.wwww * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(false, false, false, true));
    let _e55 = consts[(_e4 + 12u)];
    let _e60 = select(in0_, ((_e50.wwww * bitcast<vec4<f32>>(_e55)) + in0_), vec4<bool>(true, true, true, false));
    let _e64 = select(vec4<f32>(0f, 0f, 0f, 0f), (in2_.wwww * _e50.xxxx), vec4<bool>(true, false, false, false));
    let _e70 = select(_e64, ((_e64.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e73 = select(_e70, fract(_e70.xxxx), vec4<bool>(true, false, false, false));
    let _e86 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e73, ((_e73.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), sin(select(_e73, ((_e73.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e90 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_.xxxx * _e86.xxxx), vec4<bool>(true, false, false, false));
    let _e101 = select(select(_e90, ((-(in1_.yyyy) * _e86.yyyy) + _e90.xxxx), vec4<bool>(true, false, false, false)), (in1_.xxxx * _e86.yyyy), vec4<bool>(false, true, false, false));
    let _e107 = select(_e101, ((in1_.yyyy * _e86.xxxx) + _e101.yyyy), vec4<bool>(false, true, false, false));
    let _e110 = select(_e107, (_e107 * select(vec4<f32>(0f, 0f, 0f, 0f), mix(in2_.yyyy, in2_.zzzz, _e36.zzzz), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, false, false));
    let _e115 = consts[(_e4 + 9u)];
    let _e119 = select(_e60, ((_e110.xxxx * bitcast<vec4<f32>>(_e115)) + _e60), vec4<bool>(true, true, true, false));
    let _e124 = consts[(_e4 + 10u)];
    let _e130 = select(select(_e119, ((_e110.yyyy * bitcast<vec4<f32>>(_e124)) + _e119), vec4<bool>(true, true, true, false)), vec4<f32>(0f, 1f, 0.5f, 2f).yyyy, vec4<bool>(false, false, false, true));
    let _e134 = consts[(_e4 + 0u)];
    let _e142 = consts[(_e4 + 1u)];
    let _e150 = consts[(_e4 + 2u)];
    let _e158 = consts[(_e4 + 3u)];
    let _e162 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e130, bitcast<vec4<f32>>(_e134))), vec4<bool>(true, false, false, false)), vec4(dot(_e130, bitcast<vec4<f32>>(_e142))), vec4<bool>(false, true, false, false)), vec4(dot(_e130, bitcast<vec4<f32>>(_e150))), vec4<bool>(false, false, true, false)), vec4(dot(_e130, bitcast<vec4<f32>>(_e158))), vec4<bool>(false, false, false, true));
    let _e166 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e50.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).zzzz), vec4<bool>(true, false, false, false));
    let _e169 = select(_e166, fract(_e166.xxxx), vec4<bool>(false, true, false, false));
    let _e174 = select(_e169, (_e169.xxxx + -(_e169.yyyy)), vec4<bool>(true, false, false, false));
    let _e178 = select(_e174, (_e174.xxxx * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(false, false, true, false));
    let _e181 = select(_e178, fract(_e178.zzzz), vec4<bool>(false, false, false, true));
    let _e186 = select(_e181, (_e181.zzzz + -(_e181.wwww)), vec4<bool>(false, false, true, false));
    let _e190 = select(_e186, (_e186.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(false, false, true, false));
    let _e195 = select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(true, true, false, false));
    let _e198 = select(_e195, (_e195 * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(true, true, false, false));
    let _e202 = select(_e198, (_e198.xxxx + _e190.wwww), vec4<bool>(true, false, false, false));
    let _e213 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e50.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).yyyy), vec4<bool>(true, false, false, false));
    let _e214 = _e213.xxxx;
    let _e215 = vec4<f32>(0f, 1f, 0.5f, 2f).yyyy;
    let _e223 = select(select(_e213, select(_e215, _e214, (_e214 < _e215)), vec4<bool>(true, false, false, false)), (vec4<f32>(0f, 1f, 0.5f, 2f).yyyy + -(_e50.zzzz)), vec4<bool>(false, true, false, false));
    let _e227 = select(_e223, (_e223.yyyy * vec4<f32>(0.25f, 4f, 16f, 0.0625f).yyyy), vec4<bool>(false, true, false, false));
    let _e228 = _e227.yyyy;
    let _e229 = vec4<f32>(0f, 1f, 0.5f, 2f).yyyy;
    let _e232 = select(_e227, select(_e229, _e228, (_e228 < _e229)), vec4<bool>(false, true, false, false));
    let _e242 = consts[(_e4 + 11u)];
    let _e248 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e130.xyz, bitcast<vec4<f32>>(_e242).xyz)), vec4<bool>(true, false, false, false));
    let _e253 = consts[(_e4 + 13u)];
    let _e254 = bitcast<vec4<f32>>(_e253);
    let _e258 = select(_e248, (_e248.xxxx + -(_e254.xxxx)), vec4<bool>(true, false, false, false));
    let _e272 = consts[(_e4 + 256u)];
    let _e277 = consts[(_e4 + 257u)];
    return Output(select(_e162, ((_e162 * bitcast<vec4<f32>>(_e277)) + (bitcast<vec4<f32>>(_e272) * _e162.wwww)), vec4<bool>(true, true, true, false)), select(select(_e202, (_e202.yyyy + _e190.zzzz), vec4<bool>(false, true, false, false)), _e50.xyzz, vec4<bool>(false, false, true, true)), (in3_ * select(_e232, (_e232.xxxx * _e232.yyyy), vec4<bool>(true, false, false, false)).xxxx), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), _e162, vec4<bool>(true, true, false, false)), select(_e258, saturate((_e258.xxxx * _e254.yyyy)), vec4<bool>(false, true, false, false)).yyyy, vec4<bool>(false, false, true, false)), _e162.wwww, vec4<bool>(false, false, false, true)));
}
