struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    let _e7 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    let _e8 = dpdx(_e7);
    let _e10 = dpdy(_e7);
    let _e14 = cross(select(vec4<f32>(0f, 0f, 0f, 0f), _e8, vec4<bool>(true, true, true, false)).xyz, select(vec4<f32>(0f, 0f, 0f, 0f), _e10, vec4<bool>(true, true, true, false)).xyz);
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e14.x, _e14.y, _e14.z, 0f), vec4<bool>(true, true, true, false));
    let _e23 = dot(_e20.xyz, _e20.xyz);
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), ((select(vec4<f32>(0f, 0f, 0f, 0f), select((_e20 * vec4(inverseSqrt(_e23))), vec4<f32>(0f, 0f, 0f, 0f), (_e23 == 0f)), vec4<bool>(true, true, true, false)) * vec4<f32>(0.5f, 0f, 0f, 1f).xxxx) + vec4<f32>(0.5f, 0f, 0f, 1f).xxxx), vec4<bool>(true, true, true, false)), vec4<f32>(0.5f, 0f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
