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
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e15 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 0f, 0f, 1f), (vec4<f32>(1f, 0f, 0f, 1f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e19 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(-1f, -0.5f, 0.5f, 0.25f), (vec4<f32>(-1f, -0.5f, 0.5f, 0.25f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e23 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.2125f, 0.7154f, 0.0721f, 0f), (vec4<f32>(0.2125f, 0.7154f, 0.0721f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e27 = textureSample(t0_, s0_, in0_.xy);
    let _e28 = _e27.xyz;
    let _e29 = select(vec4<f32>(1f, 1f, 1f, 1f), _e23, (_e23 < vec4<f32>(1f, 1f, 1f, 1f))).xyz;
    let _e31 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e35 = select((_e28 * _e29), _e31, ((_e28 == _e31) | (_e29 == _e31)));
    let _e45 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e35.x + _e35.y) + _e35.z)), vec4<bool>(true, true, true, false)), select(vec4<f32>(1f, 1f, 1f, 1f), _e15, (_e15 < vec4<f32>(1f, 1f, 1f, 1f))), vec4<bool>(false, false, false, true));
    let _e46 = (_e45 + select(vec4<f32>(1f, 1f, 1f, 1f), _e19, (_e19 < vec4<f32>(1f, 1f, 1f, 1f))));
    return Output(select(_e45, select((_e46 * _e45), vec4<f32>(0f, 0f, 0f, 0f), ((_e46 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e45 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)));
}
