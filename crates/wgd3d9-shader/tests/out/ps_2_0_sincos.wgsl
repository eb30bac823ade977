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

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e11 = in0_.xxxx;
    let _e12 = vec4<f32>(40f, 0.5f, 0f, 1f).xxxx;
    let _e19 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e11 * _e12), vec4<f32>(0f, 0f, 0f, 0f), ((_e11 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e12 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e20 = _e19.xxxx;
    let _e21 = vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx;
    let _e29 = select(_e19, (select((_e20 * _e21), vec4<f32>(0f, 0f, 0f, 0f), ((_e20 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e21 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e32 = select(_e29, fract(_e29.xxxx), vec4<bool>(true, false, false, false));
    let _e33 = _e32.xxxx;
    let _e34 = vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz;
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(select(_e32, (select((_e33 * _e34), vec4<f32>(0f, 0f, 0f, 0f), ((_e33 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e34 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), sin(select(_e32, (select((_e33 * _e34), vec4<f32>(0f, 0f, 0f, 0f), ((_e33 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e34 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false)).x), 0f, 0f), vec4<bool>(true, true, false, false)).yyyy;
    let _e51 = vec4<f32>(40f, 0.5f, 0f, 1f).yyyy;
    return Output(select((select((_e50 * _e51), vec4<f32>(0f, 0f, 0f, 0f), ((_e50 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e51 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(40f, 0.5f, 0f, 1f).yyyy), vec4<f32>(40f, 0.5f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
