struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    let _e9 = in0_.xxxx;
    let _e10 = vec4<f32>(40f, 0.5f, 0f, 1f).xxxx;
    let _e17 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e9 * _e10), vec4<f32>(0f, 0f, 0f, 0f), ((_e9 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e10 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e18 = _e17.xxxx;
    let _e19 = vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx;
    let _e27 = select(_e17, (select((_e18 * _e19), vec4<f32>(0f, 0f, 0f, 0f), ((_e18 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e19 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e30 = select(_e27, fract(_e27.xxxx), vec4<bool>(true, false, false, false));
    let _e31 = _e30.xxxx;
    let _e32 = vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz;
    let _e48 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e30, (select((_e31 * _e32), vec4<f32>(0f, 0f, 0f, 0f), ((_e31 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e32 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), sin(select(_e30, (select((_e31 * _e32), vec4<f32>(0f, 0f, 0f, 0f), ((_e31 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e32 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), 0f, 0f), vec4<bool>(true, true, false, false)).yyyy;
    let _e49 = vec4<f32>(40f, 0.5f, 0f, 1f).yyyy;
    return Output(select((select((_e48 * _e49), vec4<f32>(0f, 0f, 0f, 0f), ((_e48 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e49 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(40f, 0.5f, 0f, 1f).yyyy), vec4<f32>(40f, 0.5f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
