struct Constants {
    c: array<vec4<f32>, 232>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e11 = consts.c[1];
    let _e16 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e11.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx), vec4<bool>(true, false, false, false));
    let _e20 = select(_e16, (_e16.xxxx + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e23 = select(_e20, fract(_e20.xxxx), vec4<bool>(true, false, false, false));
    let _e29 = select(_e23, ((_e23.xxxx * vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
    let _e35 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e29.x), sin(_e29.x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e46 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e29.x), sin(_e29.x), 0f, 0f), vec4<bool>(true, false, false, false)), vec4<f32>(cos(_e29.x), sin(_e29.x), 0f, 0f), vec4<bool>(false, true, false, false));
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false)) + -(vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy)), vec4<bool>(true, true, false, false));
    let _e54 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e50.xxxx * _e35.xxxx), vec4<bool>(true, false, false, false));
    let _e65 = select(select(_e54, ((-(_e50.yyyy) * _e35.yyyy) + _e54.xxxx), vec4<bool>(true, false, false, false)), (_e50.xxxx * _e46.yyyy), vec4<bool>(false, true, false, false));
    let _e71 = select(_e65, ((_e50.yyyy * _e46.xxxx) + _e65.yyyy), vec4<bool>(false, true, false, false));
    let _e76 = textureSample(t0_, s0_, select(_e71, (_e71 + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, true, false, false)).xy);
    return Output(_e76);
}
