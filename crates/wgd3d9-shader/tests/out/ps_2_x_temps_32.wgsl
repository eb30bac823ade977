struct Constants {
    c: array<vec4<f32>, 40>,
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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e8 = textureSample(t0_, s0_, in0_.xy);
    let _e10 = consts.c[0];
    let _e15 = select((_e8 * _e10), vec4<f32>(0f, 0f, 0f, 0f), ((_e8 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e10 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e17 = consts.c[1];
    return Output(((select((_e15 * _e17), vec4<f32>(0f, 0f, 0f, 0f), ((_e15 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e17 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e8) + _e15));
}
