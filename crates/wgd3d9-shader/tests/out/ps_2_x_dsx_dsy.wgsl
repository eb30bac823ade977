struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    let _e6 = vec4<f32>(16f, 0.5f, 1f, 0f).xxxx;
    let _e13 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in0_ * _e6), vec4<f32>(0f, 0f, 0f, 0f), ((in0_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e6 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false));
    let _e14 = dpdx(_e13);
    let _e15 = select(vec4<f32>(0f, 0f, 0f, 0f), _e14, vec4<bool>(true, true, false, false));
    let _e16 = dpdy(_e13);
    let _e17 = select(vec4<f32>(0f, 0f, 0f, 0f), _e16, vec4<bool>(true, true, false, false));
    let _e19 = select(_e15, abs(_e15), vec4<bool>(true, true, false, false));
    let _e23 = select(_e19, (_e19 + select(_e17, abs(_e17), vec4<bool>(true, true, false, false))), vec4<bool>(true, true, false, false));
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), fract(_e13), vec4<bool>(true, true, false, false));
    let _e29 = select(_e25, (_e25 + -(vec4<f32>(16f, 0.5f, 1f, 0f).yyyy)), vec4<bool>(true, true, false, false));
    let _e31 = select(_e29, abs(_e29), vec4<bool>(true, true, false, false));
    let _e42 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e23.x)), vec4<bool>(true, false, false, false)), vec4((1f / _e23.y)), vec4<bool>(false, true, false, false));
    let _e49 = select(_e31, saturate(select((_e31 * _e42), vec4<f32>(0f, 0f, 0f, 0f), ((_e31 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e42 == vec4<f32>(0f, 0f, 0f, 0f))))), vec4<bool>(true, true, false, false));
    let _e50 = _e49.xxxx;
    let _e51 = _e49.yyyy;
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), select(_e51, _e50, (_e50 < _e51)), vec4<bool>(true, false, false, false)), vec4<f32>(16f, 0.5f, 1f, 0f).zzzz, vec4<bool>(false, true, true, true)).xxxy);
}
