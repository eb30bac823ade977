struct Constants {
    c: array<vec4<f32>, 34>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e5 = vec4<f32>(16f, 0.5f, 1f, 0f).xxxx;
    let _e12 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in0_ * _e5), vec4<f32>(0f, 0f, 0f, 0f), ((in0_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e5 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false));
    let _e13 = dpdx(_e12);
    let _e14 = select(vec4<f32>(0f, 0f, 0f, 0f), _e13, vec4<bool>(true, true, false, false));
    let _e15 = dpdy(_e12);
    let _e16 = select(vec4<f32>(0f, 0f, 0f, 0f), _e15, vec4<bool>(true, true, false, false));
    let _e18 = select(_e14, abs(_e14), vec4<bool>(true, true, false, false));
    let _e22 = select(_e18, (_e18 + select(_e16, abs(_e16), vec4<bool>(true, true, false, false))), vec4<bool>(true, true, false, false));
    let _e24 = select(vec4<f32>(0f, 0f, 0f, 0f), fract(_e12), vec4<bool>(true, true, false, false));
    let _e28 = select(_e24, (_e24 + -(vec4<f32>(16f, 0.5f, 1f, 0f).yyyy)), vec4<bool>(true, true, false, false));
    let _e30 = select(_e28, abs(_e28), vec4<bool>(true, true, false, false));
    let _e43 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e22.xxxx.x)), vec4<bool>(true, false, false, false)), vec4((1f / _e22.yyyy.x)), vec4<bool>(false, true, false, false));
    let _e50 = select(_e30, saturate(select((_e30 * _e43), vec4<f32>(0f, 0f, 0f, 0f), ((_e30 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e43 == vec4<f32>(0f, 0f, 0f, 0f))))), vec4<bool>(true, true, false, false));
    let _e51 = _e50.xxxx;
    let _e52 = _e50.yyyy;
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), select(_e52, _e51, (_e51 < _e52)), vec4<bool>(true, false, false, false)), vec4<f32>(16f, 0.5f, 1f, 0f).zzzz, vec4<bool>(false, true, true, true)).xxxy);
}
