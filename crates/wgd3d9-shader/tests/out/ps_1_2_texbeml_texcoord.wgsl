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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e14 = textureSample(t0_, s0_, in0_.xy);
    let _e16 = consts.c[9];
    let _e34 = textureSample(t1_, s1_, vec2<f32>((in1_.x + ((_e16.x * _e14.x) + (_e16.z * _e14.y))), (in1_.y + ((_e16.y * _e14.x) + (_e16.w * _e14.y)))));
    let _e35 = _e14.zzzz;
    let _e37 = consts.c[17];
    let _e38 = _e37.xxxx;
    let _e48 = select(vec4<f32>(0f, 0f, 0f, 0f), (select((_e35 * _e38), vec4<f32>(0f, 0f, 0f, 0f), ((_e35 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e38 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e37.yyyy), vec4<bool>(true, false, false, false)).xxxx;
    let _e53 = select((_e34 * _e48), vec4<f32>(0f, 0f, 0f, 0f), ((_e34 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e48 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e58 = select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(in2_), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    return Output(select((_e53 * _e58), vec4<f32>(0f, 0f, 0f, 0f), ((_e53 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e58 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
