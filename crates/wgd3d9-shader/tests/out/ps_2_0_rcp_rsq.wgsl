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
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e9 = in0_.xyz;
    let _e10 = in0_.xyz;
    let _e12 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e16 = select((_e9 * _e10), _e12, ((_e9 == _e12) | (_e10 == _e12)));
    let _e24 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e16.x + _e16.y) + _e16.z)), vec4<bool>(true, false, false, false));
    let _e30 = select(_e24, vec4(inverseSqrt(abs(_e24.x))), vec4<bool>(false, true, false, false));
    let _e36 = select(_e30, vec4((1f / _e30.y)), vec4<bool>(false, false, true, false));
    let _e37 = _e36.zzzz;
    let _e38 = vec4<f32>(1f, 0.1f, 0.01f, 0f).yyyy;
    let _e47 = select(_e36, (select((_e37 * _e38), vec4<f32>(0f, 0f, 0f, 0f), ((_e37 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e38 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(1f, 0.1f, 0.01f, 0f).xxxx), vec4<bool>(false, false, false, true));
    let _e48 = _e47.xxxx;
    let _e49 = vec4<f32>(1f, 0.1f, 0.01f, 0f).zzzz;
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / select(_e47, (select((_e48 * _e49), vec4<f32>(0f, 0f, 0f, 0f), ((_e48 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e49 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e47.wwww), vec4<bool>(false, false, false, true)).w)), vec4<bool>(true, false, false, false)).xxxx;
    return Output(select((in8_ * _e62), vec4<f32>(0f, 0f, 0f, 0f), ((in8_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e62 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
