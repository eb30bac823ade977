struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
    @location(1) out3_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e13 = consts.c[8];
    let _e26 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e13.xxxx + -(in0_.wwww)), vec4<bool>(true, false, false, false)), vec4((1f / in2_.xxxx.x)), vec4<bool>(false, true, false, false));
    let _e32 = select(_e26, saturate((_e26.xxxx * _e26.yyyy)), vec4<bool>(false, false, true, false));
    let _e42 = select(_e32, (_e32.xxxx * _e32.xxxx), vec4<bool>(false, false, false, true));
    let _e46 = select(_e42, (_e42.wwww * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(false, false, false, true));
    let _e50 = consts.c[12];
    let _e54 = select(in0_, ((_e46.wwww * _e50) + in0_), vec4<bool>(true, true, true, false));
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), (in2_.wwww * _e46.xxxx), vec4<bool>(true, false, false, false));
    let _e64 = select(_e58, ((_e58.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e67 = select(_e64, fract(_e64.xxxx), vec4<bool>(true, false, false, false));
    let _e81 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e67, ((_e67.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).xxxx.x), sin(select(_e67, ((_e67.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).xxxx.x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e85 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_.xxxx * _e81.xxxx), vec4<bool>(true, false, false, false));
    let _e96 = select(select(_e85, ((-(in1_.yyyy) * _e81.yyyy) + _e85.xxxx), vec4<bool>(true, false, false, false)), (in1_.xxxx * _e81.yyyy), vec4<bool>(false, true, false, false));
    let _e102 = select(_e96, ((in1_.yyyy * _e81.xxxx) + _e96.yyyy), vec4<bool>(false, true, false, false));
    let _e105 = select(_e102, (_e102 * select(vec4<f32>(0f, 0f, 0f, 0f), mix(in2_.yyyy, in2_.zzzz, _e32.zzzz), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, false, false));
    let _e109 = consts.c[9];
    let _e112 = select(_e54, ((_e105.xxxx * _e109) + _e54), vec4<bool>(true, true, true, false));
    let _e116 = consts.c[10];
    let _e121 = select(select(_e112, ((_e105.yyyy * _e116) + _e112), vec4<bool>(true, true, true, false)), vec4<f32>(0f, 1f, 0.5f, 2f).yyyy, vec4<bool>(false, false, false, true));
    let _e124 = consts.c[0];
    let _e130 = consts.c[1];
    let _e136 = consts.c[2];
    let _e142 = consts.c[3];
    let _e145 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e121, _e124)), vec4<bool>(true, false, false, false)), vec4(dot(_e121, _e130)), vec4<bool>(false, true, false, false)), vec4(dot(_e121, _e136)), vec4<bool>(false, false, true, false)), vec4(dot(_e121, _e142)), vec4<bool>(false, false, false, true));
    let _e149 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e46.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).zzzz), vec4<bool>(true, false, false, false));
    let _e152 = select(_e149, fract(_e149.xxxx), vec4<bool>(false, true, false, false));
    let _e157 = select(_e152, (_e152.xxxx + -(_e152.yyyy)), vec4<bool>(true, false, false, false));
    let _e161 = select(_e157, (_e157.xxxx * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(false, false, true, false));
    let _e164 = select(_e161, fract(_e161.zzzz), vec4<bool>(false, false, false, true));
    let _e169 = select(_e164, (_e164.zzzz + -(_e164.wwww)), vec4<bool>(false, false, true, false));
    let _e173 = select(_e169, (_e169.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(false, false, true, false));
    let _e178 = select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(true, true, false, false));
    let _e181 = select(_e178, (_e178 * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(true, true, false, false));
    let _e185 = select(_e181, (_e181.xxxx + _e173.wwww), vec4<bool>(true, false, false, false));
    let _e196 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e46.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).yyyy), vec4<bool>(true, false, false, false));
    let _e197 = _e196.xxxx;
    let _e198 = vec4<f32>(0f, 1f, 0.5f, 2f).yyyy;
    let _e206 = select(select(_e196, select(_e198, _e197, (_e197 < _e198)), vec4<bool>(true, false, false, false)), (vec4<f32>(0f, 1f, 0.5f, 2f).yyyy + -(_e46.zzzz)), vec4<bool>(false, true, false, false));
    let _e210 = select(_e206, (_e206.yyyy * vec4<f32>(0.25f, 4f, 16f, 0.0625f).yyyy), vec4<bool>(false, true, false, false));
    let _e211 = _e210.yyyy;
    let _e212 = vec4<f32>(0f, 1f, 0.5f, 2f).yyyy;
    let _e215 = select(_e210, select(_e212, _e211, (_e211 < _e212)), vec4<bool>(false, true, false, false));
    let _e224 = consts.c[11];
    let _e229 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e121.xyz, _e224.xyz)), vec4<bool>(true, false, false, false));
    let _e233 = consts.c[13];
    let _e237 = select(_e229, (_e229.xxxx + -(_e233.xxxx)), vec4<bool>(true, false, false, false));
    let _e250 = consts.c[256];
    let _e253 = consts.c[257];
    return Output(select(_e145, ((_e145 * _e253) + (_e250 * _e145.wwww)), vec4<bool>(true, true, true, false)), select(select(_e185, (_e185.yyyy + _e173.zzzz), vec4<bool>(false, true, false, false)), _e46.xyzz, vec4<bool>(false, false, true, true)), (in3_ * select(_e215, (_e215.xxxx * _e215.yyyy), vec4<bool>(true, false, false, false)).xxxx), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), _e145, vec4<bool>(true, true, false, false)), select(_e237, saturate((_e237.xxxx * _e233.yyyy)), vec4<bool>(false, true, false, false)).yyyy, vec4<bool>(false, false, true, false)), _e145.wwww, vec4<bool>(false, false, false, true)));
}
