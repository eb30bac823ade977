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
    let _e9 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    let _e10 = dpdx(_e9);
    let _e12 = dpdy(_e9);
    let _e16 = cross(select(vec4<f32>(0f, 0f, 0f, 0f), _e10, vec4<bool>(true, true, true, false)).xyz, select(vec4<f32>(0f, 0f, 0f, 0f), _e12, vec4<bool>(true, true, true, false)).xyz);
    let _e22 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e16.x, _e16.y, _e16.z, 0f), vec4<bool>(true, true, true, false));
    let _e25 = dot(_e22.xyz, _e22.xyz);
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), ((select(vec4<f32>(0f, 0f, 0f, 0f), select((_e22 * vec4(inverseSqrt(_e25))), vec4<f32>(0f, 0f, 0f, 0f), (_e25 == 0f)), vec4<bool>(true, true, true, false)) * vec4<f32>(0.5f, 0f, 0f, 1f).xxxx) + vec4<f32>(0.5f, 0f, 0f, 1f).xxxx), vec4<bool>(true, true, true, false)), vec4<f32>(0.5f, 0f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
