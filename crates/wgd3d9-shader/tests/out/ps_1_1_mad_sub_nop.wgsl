struct Constants {
    c: array<vec4<f32>, 26>,
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
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e12 = consts.c[0];
    let _e14 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e12, (_e12 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e16 = select(vec4<f32>(1f, 1f, 1f, 1f), _e14, (_e14 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e19 = consts.c[1];
    let _e21 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e19, (_e19 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e26 = consts.c[2];
    let _e28 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e26, (_e26 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e32 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 0.5f, 0.25f, 1f), (vec4<f32>(1f, 0.5f, 0.25f, 1f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e36 = textureSample(t0_, s0_, in0_.xy);
    let _e44 = ((select((_e36 * _e16), vec4<f32>(0f, 0f, 0f, 0f), ((_e36 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e16 == vec4<f32>(0f, 0f, 0f, 0f)))) + select(vec4<f32>(1f, 1f, 1f, 1f), _e21, (_e21 < vec4<f32>(1f, 1f, 1f, 1f)))) + -(select(vec4<f32>(1f, 1f, 1f, 1f), _e32, (_e32 < vec4<f32>(1f, 1f, 1f, 1f)))));
    return Output((select((_e44 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e44 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))) + select(vec4<f32>(1f, 1f, 1f, 1f), _e28, (_e28 < vec4<f32>(1f, 1f, 1f, 1f)))));
}
