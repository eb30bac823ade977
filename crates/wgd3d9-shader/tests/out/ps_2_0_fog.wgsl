struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e10 = textureSample(t0_, s0_, in0_.xy);
    let _e11 = in1_.wwww;
    let _e12 = vec4<f32>(0.01f, 0.05f, 1.442695f, 1f).xxxx;
    let _e20 = in1_.yyyy;
    let _e21 = vec4<f32>(0.01f, 0.05f, 1.442695f, 1f).yyyy;
    let _e28 = select(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e11 * _e12), vec4<f32>(0f, 0f, 0f, 0f), ((_e11 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e12 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false)), select((_e20 * _e21), vec4<f32>(0f, 0f, 0f, 0f), ((_e20 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e21 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, true, false, false));
    let _e33 = select(_e28, (_e28.xxxx + -(_e28.yyyy)), vec4<bool>(true, false, false, false));
    let _e34 = _e33.xxxx;
    let _e35 = vec4<f32>(0.01f, 0.05f, 1.442695f, 1f).wwww;
    let _e38 = select(_e33, select(_e35, _e34, (_e34 >= _e35)), vec4<bool>(true, false, false, false));
    let _e39 = _e38.xxxx;
    let _e41 = -(vec4<f32>(0.01f, 0.05f, 1.442695f, 1f).zzzz);
    let _e47 = select(_e38, select((_e39 * _e41), vec4<f32>(0f, 0f, 0f, 0f), ((_e39 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e41 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e55 = consts[(constant_index + 1u)];
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), mix(bitcast<vec4<f32>>(_e55), _e10, select(_e47, vec4(exp2(_e47.x)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)), _e10.wwww, vec4<bool>(false, false, false, true)));
}
