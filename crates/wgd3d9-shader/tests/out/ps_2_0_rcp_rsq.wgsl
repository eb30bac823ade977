struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e7 = in0_.xyz;
    let _e8 = in0_.xyz;
    let _e10 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e14 = select((_e7 * _e8), _e10, ((_e7 == _e10) | (_e8 == _e10)));
    let _e22 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e14.x + _e14.y) + _e14.z)), vec4<bool>(true, false, false, false));
    let _e28 = select(_e22, vec4(inverseSqrt(abs(_e22.x))), vec4<bool>(false, true, false, false));
    let _e34 = select(_e28, vec4((1f / _e28.y)), vec4<bool>(false, false, true, false));
    let _e35 = _e34.zzzz;
    let _e36 = vec4<f32>(1f, 0.1f, 0.01f, 0f).yyyy;
    let _e45 = select(_e34, (select((_e35 * _e36), vec4<f32>(0f, 0f, 0f, 0f), ((_e35 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e36 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(1f, 0.1f, 0.01f, 0f).xxxx), vec4<bool>(false, false, false, true));
    let _e46 = _e45.xxxx;
    let _e47 = vec4<f32>(1f, 0.1f, 0.01f, 0f).zzzz;
    let _e60 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / select(_e45, (select((_e46 * _e47), vec4<f32>(0f, 0f, 0f, 0f), ((_e46 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e47 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e45.wwww), vec4<bool>(false, false, false, true)).w)), vec4<bool>(true, false, false, false)).xxxx;
    return Output(select((in8_ * _e60), vec4<f32>(0f, 0f, 0f, 0f), ((in8_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e60 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
