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
    let _e13 = textureSample(t0_, s0_, in0_.xy);
    let _e15 = consts.c[9];
    let _e33 = textureSample(t1_, s1_, vec2<f32>((in1_.x + ((_e15.x * _e13.x) + (_e15.z * _e13.y))), (in1_.y + ((_e15.y * _e13.x) + (_e15.w * _e13.y)))));
    let _e34 = _e13.zzzz;
    let _e36 = consts.c[17];
    let _e37 = _e36.xxxx;
    let _e47 = select(vec4<f32>(0f, 0f, 0f, 0f), (select((_e34 * _e37), vec4<f32>(0f, 0f, 0f, 0f), ((_e34 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e37 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e36.yyyy), vec4<bool>(true, false, false, false)).xxxx;
    return Output(select((_e33 * _e47), vec4<f32>(0f, 0f, 0f, 0f), ((_e33 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e47 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
