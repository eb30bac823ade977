struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<f32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e15 = consts[(_e4 + 1u)];
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e15.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx), vec4<bool>(true, false, false, false));
    let _e24 = select(_e20, (_e20.xxxx + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e27 = select(_e24, fract(_e24.xxxx), vec4<bool>(true, false, false, false));
    let _e33 = select(_e27, ((_e27.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
    let _e39 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e33.x), sin(_e33.x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e50 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e33.x), sin(_e33.x), 0f, 0f), vec4<bool>(true, false, false, false)), vec4<f32>(cos(_e33.x), sin(_e33.x), 0f, 0f), vec4<bool>(false, true, false, false));
    let _e54 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false)) + -(vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy)), vec4<bool>(true, true, false, false));
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e54.xxxx * _e39.xxxx), vec4<bool>(true, false, false, false));
    let _e69 = select(select(_e58, ((-(_e54.yyyy) * _e39.yyyy) + _e58.xxxx), vec4<bool>(true, false, false, false)), (_e54.xxxx * _e50.yyyy), vec4<bool>(false, true, false, false));
    let _e75 = select(_e69, ((_e54.yyyy * _e50.xxxx) + _e69.yyyy), vec4<bool>(false, true, false, false));
    let _e80 = textureSample(t0_, s0_, select(_e75, (_e75 + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, true, false, false)).xy);
    return Output(_e80);
}
