struct Constants {
    c: array<vec4<f32>, 226>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e6 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    let _e7 = dpdx(_e6);
    let _e9 = dpdy(_e6);
    let _e13 = cross(select(vec4<f32>(0f, 0f, 0f, 0f), _e7, vec4<bool>(true, true, true, false)).xyz, select(vec4<f32>(0f, 0f, 0f, 0f), _e9, vec4<bool>(true, true, true, false)).xyz);
    let _e19 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e13.x, _e13.y, _e13.z, 0f), vec4<bool>(true, true, true, false));
    let _e22 = dot(_e19.xyz, _e19.xyz);
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), ((select(vec4<f32>(0f, 0f, 0f, 0f), select((_e19 * vec4(inverseSqrt(_e22))), vec4<f32>(0f, 0f, 0f, 0f), (_e22 == 0f)), vec4<bool>(true, true, true, false)) * vec4<f32>(0.5f, 0f, 0f, 1f).xxxx) + vec4<f32>(0.5f, 0f, 0f, 1f).xxxx), vec4<bool>(true, true, true, false)), vec4<f32>(0.5f, 0f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
