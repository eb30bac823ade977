struct Constants {
    c: array<vec4<f32>, 266>,
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
    let _e25 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e13.xxxx + -(in0_.wwww)), vec4<bool>(true, false, false, false)), vec4((1f / in2_.x)), vec4<bool>(false, true, false, false));
    let _e31 = select(_e25, saturate((_e25.xxxx * _e25.yyyy)), vec4<bool>(false, false, true, false));
    let _e41 = select(_e31, (_e31.xxxx * _e31.xxxx), vec4<bool>(false, false, false, true));
    let _e45 = select(_e41, (_e41.wwww * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(false, false, false, true));
    let _e48 = consts.c[12];
    let _e52 = select(in0_, ((_e45.wwww * _e48) + in0_), vec4<bool>(true, true, true, false));
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), (in2_.wwww * _e45.xxxx), vec4<bool>(true, false, false, false));
    let _e62 = select(_e56, ((_e56.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e65 = select(_e62, fract(_e62.xxxx), vec4<bool>(true, false, false, false));
    let _e78 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e65, ((_e65.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), sin(select(_e65, ((_e65.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e82 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_.xxxx * _e78.xxxx), vec4<bool>(true, false, false, false));
    let _e93 = select(select(_e82, ((-(in1_.yyyy) * _e78.yyyy) + _e82.xxxx), vec4<bool>(true, false, false, false)), (in1_.xxxx * _e78.yyyy), vec4<bool>(false, true, false, false));
    let _e99 = select(_e93, ((in1_.yyyy * _e78.xxxx) + _e93.yyyy), vec4<bool>(false, true, false, false));
    let _e102 = select(_e99, (_e99 * select(vec4<f32>(0f, 0f, 0f, 0f), mix(in2_.yyyy, in2_.zzzz, _e31.zzzz), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, false, false));
    let _e105 = consts.c[9];
    let _e108 = select(_e52, ((_e102.xxxx * _e105) + _e52), vec4<bool>(true, true, true, false));
    let _e111 = consts.c[10];
    let _e116 = select(select(_e108, ((_e102.yyyy * _e111) + _e108), vec4<bool>(true, true, true, false)), vec4<f32>(0f, 1f, 0.5f, 2f).yyyy, vec4<bool>(false, false, false, true));
    let _e118 = consts.c[0];
    let _e123 = consts.c[1];
    let _e128 = consts.c[2];
    let _e133 = consts.c[3];
    let _e136 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e116, _e118)), vec4<bool>(true, false, false, false)), vec4(dot(_e116, _e123)), vec4<bool>(false, true, false, false)), vec4(dot(_e116, _e128)), vec4<bool>(false, false, true, false)), vec4(dot(_e116, _e133)), vec4<bool>(false, false, false, true));
    let _e140 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e45.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).zzzz), vec4<bool>(true, false, false, false));
    let _e143 = select(_e140, fract(_e140.xxxx), vec4<bool>(false, true, false, false));
    let _e148 = select(_e143, (_e143.xxxx + -(_e143.yyyy)), vec4<bool>(true, false, false, false));
    let _e152 = select(_e148, (_e148.xxxx * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(false, false, true, false));
    let _e155 = select(_e152, fract(_e152.zzzz), vec4<bool>(false, false, false, true));
    let _e160 = select(_e155, (_e155.zzzz + -(_e155.wwww)), vec4<bool>(false, false, true, false));
    let _e164 = select(_e160, (_e160.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(false, false, true, false));
    let _e169 = select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * vec4<f32>(0f, 1f, 0.5f, 2f).zzzz) + vec4<f32>(0f, 1f, 0.5f, 2f).zzzz), vec4<bool>(true, true, false, false));
    let _e172 = select(_e169, (_e169 * vec4<f32>(0.25f, 4f, 16f, 0.0625f).xxxx), vec4<bool>(true, true, false, false));
    let _e176 = select(_e172, (_e172.xxxx + _e164.wwww), vec4<bool>(true, false, false, false));
    let _e187 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e45.zzzz * vec4<f32>(0.25f, 4f, 16f, 0.0625f).yyyy), vec4<bool>(true, false, false, false));
    let _e188 = _e187.xxxx;
    let _e189 = vec4<f32>(0f, 1f, 0.5f, 2f).yyyy;
    let _e197 = select(select(_e187, select(_e189, _e188, (_e188 < _e189)), vec4<bool>(true, false, false, false)), (vec4<f32>(0f, 1f, 0.5f, 2f).yyyy + -(_e45.zzzz)), vec4<bool>(false, true, false, false));
    let _e201 = select(_e197, (_e197.yyyy * vec4<f32>(0.25f, 4f, 16f, 0.0625f).yyyy), vec4<bool>(false, true, false, false));
    let _e202 = _e201.yyyy;
    let _e203 = vec4<f32>(0f, 1f, 0.5f, 2f).yyyy;
    let _e206 = select(_e201, select(_e203, _e202, (_e202 < _e203)), vec4<bool>(false, true, false, false));
    let _e214 = consts.c[11];
    let _e219 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e116.xyz, _e214.xyz)), vec4<bool>(true, false, false, false));
    let _e222 = consts.c[13];
    let _e226 = select(_e219, (_e219.xxxx + -(_e222.xxxx)), vec4<bool>(true, false, false, false));
    let _e238 = consts.c[256];
    let _e240 = consts.c[257];
    return Output(select(_e136, ((_e136 * _e240) + (_e238 * _e136.wwww)), vec4<bool>(true, true, true, false)), select(select(_e176, (_e176.yyyy + _e164.zzzz), vec4<bool>(false, true, false, false)), _e45.xyzz, vec4<bool>(false, false, true, true)), (in3_ * select(_e206, (_e206.xxxx * _e206.yyyy), vec4<bool>(true, false, false, false)).xxxx), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), _e136, vec4<bool>(true, true, false, false)), select(_e226, saturate((_e226.xxxx * _e222.yyyy)), vec4<bool>(false, true, false, false)).yyyy, vec4<bool>(false, false, true, false)), _e136.wwww, vec4<bool>(false, false, false, true)));
}
