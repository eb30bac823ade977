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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e12 = textureSample(t0_, s0_, in0_.xy);
    let _e13 = in1_.wwww;
    let _e14 = vec4<f32>(0.01f, 0.05f, 1.442695f, 1f).xxxx;
    let _e22 = in1_.yyyy;
    let _e23 = vec4<f32>(0.01f, 0.05f, 1.442695f, 1f).yyyy;
    let _e30 = select(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e13 * _e14), vec4<f32>(0f, 0f, 0f, 0f), ((_e13 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e14 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false)), select((_e22 * _e23), vec4<f32>(0f, 0f, 0f, 0f), ((_e22 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e23 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, true, false, false));
    let _e35 = select(_e30, (_e30.xxxx + -(_e30.yyyy)), vec4<bool>(true, false, false, false));
    let _e36 = _e35.xxxx;
    let _e37 = vec4<f32>(0.01f, 0.05f, 1.442695f, 1f).wwww;
    let _e40 = select(_e35, select(_e37, _e36, (_e36 >= _e37)), vec4<bool>(true, false, false, false));
    let _e41 = _e40.xxxx;
    let _e43 = -(vec4<f32>(0.01f, 0.05f, 1.442695f, 1f).zzzz);
    let _e49 = select(_e40, select((_e41 * _e43), vec4<f32>(0f, 0f, 0f, 0f), ((_e41 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e43 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e57 = consts[(_e4 + 1u)];
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), mix(bitcast<vec4<f32>>(_e57), _e12, select(_e49, vec4(exp2(_e49.x)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)), _e12.wwww, vec4<bool>(false, false, false, true)));
}
