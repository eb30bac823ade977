struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e15 = consts[(_e4 + 1u)];
    let _e21 = select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e15).xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx), vec4<bool>(true, false, false, false));
    let _e25 = select(_e21, (_e21.xxxx + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e28 = select(_e25, fract(_e25.xxxx), vec4<bool>(true, false, false, false));
    let _e34 = select(_e28, ((_e28.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
    let _e40 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e34.x), sin(_e34.x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e51 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e34.x), sin(_e34.x), 0f, 0f), vec4<bool>(true, false, false, false)), vec4<f32>(cos(_e34.x), sin(_e34.x), 0f, 0f), vec4<bool>(false, true, false, false));
    let _e55 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false)) + -(vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy)), vec4<bool>(true, true, false, false));
    let _e59 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e55.xxxx * _e40.xxxx), vec4<bool>(true, false, false, false));
    let _e70 = select(select(_e59, ((-(_e55.yyyy) * _e40.yyyy) + _e59.xxxx), vec4<bool>(true, false, false, false)), (_e55.xxxx * _e51.yyyy), vec4<bool>(false, true, false, false));
    let _e76 = select(_e70, ((_e55.yyyy * _e51.xxxx) + _e70.yyyy), vec4<bool>(false, true, false, false));
    let _e81 = textureSample(t0_, s0_, select(_e76, (_e76 + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, true, false, false)).xy);
    return Output(_e81);
}
