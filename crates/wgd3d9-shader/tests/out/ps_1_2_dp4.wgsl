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
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e13 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f), (vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e15 = select(vec4<f32>(1f, 1f, 1f, 1f), _e13, (_e13 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e17 = textureSample(t0_, s0_, in0_.xy);
    let _e19 = textureSample(t1_, s1_, in1_.xy);
    let _e24 = select((_e17 * _e15), vec4<f32>(0f, 0f, 0f, 0f), ((_e17 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e15 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e32 = vec4((((_e24.x + _e24.y) + _e24.z) + _e24.w));
    return Output(select((_e19 * _e32), vec4<f32>(0f, 0f, 0f, 0f), ((_e19 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e32 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
