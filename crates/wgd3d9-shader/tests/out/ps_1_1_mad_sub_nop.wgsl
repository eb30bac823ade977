struct Constants {
    c: array<vec4<f32>, 32>,
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
    let _e18 = consts.c[1];
    let _e20 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e18, (_e18 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e24 = consts.c[2];
    let _e26 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e24, (_e24 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e30 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 0.5f, 0.25f, 1f), (vec4<f32>(1f, 0.5f, 0.25f, 1f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e34 = textureSample(t0_, s0_, in0_.xy);
    let _e42 = ((select((_e34 * _e16), vec4<f32>(0f, 0f, 0f, 0f), ((_e34 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e16 == vec4<f32>(0f, 0f, 0f, 0f)))) + select(vec4<f32>(1f, 1f, 1f, 1f), _e20, (_e20 < vec4<f32>(1f, 1f, 1f, 1f)))) + -(select(vec4<f32>(1f, 1f, 1f, 1f), _e30, (_e30 < vec4<f32>(1f, 1f, 1f, 1f)))));
    return Output((select((_e42 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e42 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))) + select(vec4<f32>(1f, 1f, 1f, 1f), _e26, (_e26 < vec4<f32>(1f, 1f, 1f, 1f)))));
}
