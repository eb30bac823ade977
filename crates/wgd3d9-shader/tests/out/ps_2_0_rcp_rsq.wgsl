struct Constants {
    c: array<vec4<f32>, 34>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e6 = in0_.xyz;
    let _e7 = in0_.xyz;
    let _e9 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e13 = select((_e6 * _e7), _e9, ((_e6 == _e9) | (_e7 == _e9)));
    let _e21 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e13.x + _e13.y) + _e13.z)), vec4<bool>(true, false, false, false));
    let _e28 = select(_e21, vec4(inverseSqrt(abs(_e21.xxxx.x))), vec4<bool>(false, true, false, false));
    let _e35 = select(_e28, vec4((1f / _e28.yyyy.x)), vec4<bool>(false, false, true, false));
    let _e36 = _e35.zzzz;
    let _e37 = vec4<f32>(1f, 0.1f, 0.01f, 0f).yyyy;
    let _e46 = select(_e35, (select((_e36 * _e37), vec4<f32>(0f, 0f, 0f, 0f), ((_e36 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e37 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(1f, 0.1f, 0.01f, 0f).xxxx), vec4<bool>(false, false, false, true));
    let _e47 = _e46.xxxx;
    let _e48 = vec4<f32>(1f, 0.1f, 0.01f, 0f).zzzz;
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / select(_e46, (select((_e47 * _e48), vec4<f32>(0f, 0f, 0f, 0f), ((_e47 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e48 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e46.wwww), vec4<bool>(false, false, false, true)).wwww.x)), vec4<bool>(true, false, false, false)).xxxx;
    return Output(select((in8_ * _e62), vec4<f32>(0f, 0f, 0f, 0f), ((in8_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e62 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
