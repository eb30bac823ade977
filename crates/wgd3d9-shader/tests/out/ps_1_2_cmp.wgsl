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
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e13 = consts.c[0];
    let _e15 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e13, (_e13 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e19 = textureSample(t0_, s0_, in0_.xy);
    let _e21 = textureSample(t1_, s1_, in1_.xy);
    return Output(select(_e21, _e19, ((_e19 + -(select(vec4<f32>(1f, 1f, 1f, 1f), _e15, (_e15 < vec4<f32>(1f, 1f, 1f, 1f))))) >= vec4<f32>(0f, 0f, 0f, 0f))));
}
