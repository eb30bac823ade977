struct Constants {
    c: array<vec4<f32>, 40>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(30) 
var t15_: texture_2d<f32>;
@group(1) @binding(31) 
var s15_: sampler;

@fragment 
fn main(@location(7) in7_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    let _e9 = textureSample(t15_, s15_, in7_.xy);
    let _e11 = consts.c[31];
    let _e16 = select((_e9 * _e11), vec4<f32>(0f, 0f, 0f, 0f), ((_e9 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e11 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e18 = consts.c[30];
    return Output((select((_e16 * in9_), vec4<f32>(0f, 0f, 0f, 0f), ((_e16 == vec4<f32>(0f, 0f, 0f, 0f)) | (in9_ == vec4<f32>(0f, 0f, 0f, 0f)))) + _e18));
}
