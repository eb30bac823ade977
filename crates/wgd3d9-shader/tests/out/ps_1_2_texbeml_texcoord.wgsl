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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e13 = textureSample(t0_, s0_, in0_.xy);
    let _e16 = consts.c[9];
    let _e34 = textureSample(t1_, s1_, vec2<f32>((in1_.x + ((_e16.x * _e13.x) + (_e16.z * _e13.y))), (in1_.y + ((_e16.y * _e13.x) + (_e16.w * _e13.y)))));
    let _e35 = _e13.zzzz;
    let _e38 = consts.c[17];
    let _e39 = _e38.xxxx;
    let _e49 = select(vec4<f32>(0f, 0f, 0f, 0f), (select((_e35 * _e39), vec4<f32>(0f, 0f, 0f, 0f), ((_e35 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e39 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e38.yyyy), vec4<bool>(true, false, false, false)).xxxx;
    let _e54 = select((_e34 * _e49), vec4<f32>(0f, 0f, 0f, 0f), ((_e34 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e49 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e59 = select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(in2_), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    return Output(select((_e54 * _e59), vec4<f32>(0f, 0f, 0f, 0f), ((_e54 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e59 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
