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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e9 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    let _e10 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e13 = cross(_e9.xyz, _e10.xyz);
    let _e19 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e13.x, _e13.y, _e13.z, 0f), vec4<bool>(true, true, true, false));
    let _e22 = cross(_e10.xyz, _e9.xyz);
    let _e31 = cross(_e9.xyz, _e10.xyz);
    return Output(select(select(_e19, (_e19 + select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e22.x, _e22.y, _e22.z, 0f), vec4<bool>(true, true, false, false)), vec4<f32>(_e31.x, _e31.y, _e31.z, 0f), vec4<bool>(false, false, true, false))), vec4<bool>(true, true, true, false)), _e9.xxxx, vec4<bool>(false, false, false, true)));
}
