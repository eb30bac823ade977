struct Constants {
    c: array<vec4<f32>, 29>,
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
fn main(@location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(0) in0_: vec4<f32>) -> Output {
    let _e15 = textureSample(t0_, s0_, in0_.xy);
    let _e17 = consts.c[0];
    let _e27 = vec4(dot(((_e15 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz, ((_e17 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz));
    let _e28 = saturate(_e27);
    let _e30 = consts.c[3];
    let _e37 = select(select(_e27, ((_e30 * (vec4<f32>(1f, 1f, 1f, 1f) - _e28)) + _e28), vec4<bool>(true, true, true, false)), _e30, vec4<bool>(false, false, false, true));
    let _e38 = saturate(_e37);
    return Output(saturate(select(select(_e37, mix(_e28.wwww, _e38, _e28), vec4<bool>(true, true, true, false)), _e38, vec4<bool>(false, false, false, true))));
}
