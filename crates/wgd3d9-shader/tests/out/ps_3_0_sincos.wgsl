struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    let _e13 = consts[(constant_index + 1u)];
    let _e19 = select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e13).xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx), vec4<bool>(true, false, false, false));
    let _e23 = select(_e19, (_e19.xxxx + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e26 = select(_e23, fract(_e23.xxxx), vec4<bool>(true, false, false, false));
    let _e32 = select(_e26, ((_e26.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
    let _e38 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e32.x), sin(_e32.x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e49 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e32.x), sin(_e32.x), 0f, 0f), vec4<bool>(true, false, false, false)), vec4<f32>(cos(_e32.x), sin(_e32.x), 0f, 0f), vec4<bool>(false, true, false, false));
    let _e53 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false)) + -(vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy)), vec4<bool>(true, true, false, false));
    let _e57 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e53.xxxx * _e38.xxxx), vec4<bool>(true, false, false, false));
    let _e68 = select(select(_e57, ((-(_e53.yyyy) * _e38.yyyy) + _e57.xxxx), vec4<bool>(true, false, false, false)), (_e53.xxxx * _e49.yyyy), vec4<bool>(false, true, false, false));
    let _e74 = select(_e68, ((_e53.yyyy * _e49.xxxx) + _e68.yyyy), vec4<bool>(false, true, false, false));
    let _e79 = textureSample(t0_, s0_, select(_e74, (_e74 + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, true, false, false)).xy);
    return Output(_e79);
}
