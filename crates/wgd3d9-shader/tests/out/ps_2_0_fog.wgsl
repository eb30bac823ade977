struct Constants {
    c: array<vec4<f32>, 34>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e9 = textureSample(t0_, s0_, in0_.xy);
    let _e10 = in1_.wwww;
    let _e11 = vec4<f32>(0.01f, 0.05f, 1.442695f, 1f).xxxx;
    let _e19 = in1_.yyyy;
    let _e20 = vec4<f32>(0.01f, 0.05f, 1.442695f, 1f).yyyy;
    let _e27 = select(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e10 * _e11), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e11 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false)), select((_e19 * _e20), vec4<f32>(0f, 0f, 0f, 0f), ((_e19 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e20 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, true, false, false));
    let _e32 = select(_e27, (_e27.xxxx + -(_e27.yyyy)), vec4<bool>(true, false, false, false));
    let _e33 = _e32.xxxx;
    let _e34 = vec4<f32>(0.01f, 0.05f, 1.442695f, 1f).wwww;
    let _e37 = select(_e32, select(_e34, _e33, (_e33 >= _e34)), vec4<bool>(true, false, false, false));
    let _e38 = _e37.xxxx;
    let _e40 = -(vec4<f32>(0.01f, 0.05f, 1.442695f, 1f).zzzz);
    let _e46 = select(_e37, select((_e38 * _e40), vec4<f32>(0f, 0f, 0f, 0f), ((_e38 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e40 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e54 = consts.c[1];
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e54, _e9, select(_e46, vec4(exp2(_e46.xxxx.x)), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)), _e9.wwww, vec4<bool>(false, false, false, true)));
}
