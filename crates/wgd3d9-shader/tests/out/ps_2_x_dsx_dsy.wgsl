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
    let _e8 = vec4<f32>(16f, 0.5f, 1f, 0f).xxxx;
    let _e15 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in0_ * _e8), vec4<f32>(0f, 0f, 0f, 0f), ((in0_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e8 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false));
    let _e16 = dpdx(_e15);
    let _e17 = select(vec4<f32>(0f, 0f, 0f, 0f), _e16, vec4<bool>(true, true, false, false));
    let _e18 = dpdy(_e15);
    let _e19 = select(vec4<f32>(0f, 0f, 0f, 0f), _e18, vec4<bool>(true, true, false, false));
    let _e21 = select(_e17, abs(_e17), vec4<bool>(true, true, false, false));
    let _e25 = select(_e21, (_e21 + select(_e19, abs(_e19), vec4<bool>(true, true, false, false))), vec4<bool>(true, true, false, false));
    let _e27 = select(vec4<f32>(0f, 0f, 0f, 0f), fract(_e15), vec4<bool>(true, true, false, false));
    let _e31 = select(_e27, (_e27 + -(vec4<f32>(16f, 0.5f, 1f, 0f).yyyy)), vec4<bool>(true, true, false, false));
    let _e33 = select(_e31, abs(_e31), vec4<bool>(true, true, false, false));
    let _e44 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e25.x)), vec4<bool>(true, false, false, false)), vec4((1f / _e25.y)), vec4<bool>(false, true, false, false));
    let _e51 = select(_e33, saturate(select((_e33 * _e44), vec4<f32>(0f, 0f, 0f, 0f), ((_e33 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e44 == vec4<f32>(0f, 0f, 0f, 0f))))), vec4<bool>(true, true, false, false));
    let _e52 = _e51.xxxx;
    let _e53 = _e51.yyyy;
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), select(_e53, _e52, (_e52 < _e53)), vec4<bool>(true, false, false, false)), vec4<f32>(16f, 0.5f, 1f, 0f).zzzz, vec4<bool>(false, true, true, true)).xxxy);
}
