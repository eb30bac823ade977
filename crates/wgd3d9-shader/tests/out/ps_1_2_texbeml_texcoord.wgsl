struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e14 = textureSample(t0_, s0_, in0_.xy);
    let _e18 = consts[(constant_index + 9u)];
    let _e19 = bitcast<vec4<f32>>(_e18);
    let _e37 = textureSample(t1_, s1_, vec2<f32>((in1_.x + ((_e19.x * _e14.x) + (_e19.z * _e14.y))), (in1_.y + ((_e19.y * _e14.x) + (_e19.w * _e14.y)))));
    let _e38 = _e14.zzzz;
    let _e42 = consts[(constant_index + 17u)];
    let _e43 = bitcast<vec4<f32>>(_e42);
    let _e44 = _e43.xxxx;
    let _e54 = select(vec4<f32>(0f, 0f, 0f, 0f), (select((_e38 * _e44), vec4<f32>(0f, 0f, 0f, 0f), ((_e38 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e44 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e43.yyyy), vec4<bool>(true, false, false, false)).xxxx;
    let _e59 = select((_e37 * _e54), vec4<f32>(0f, 0f, 0f, 0f), ((_e37 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e54 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e64 = select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(in2_), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    return Output(select((_e59 * _e64), vec4<f32>(0f, 0f, 0f, 0f), ((_e59 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e64 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
