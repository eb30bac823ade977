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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e13 = textureSample(t0_, s0_, in0_.xy);
    let _e17 = consts[(constant_index + 9u)];
    let _e18 = bitcast<vec4<f32>>(_e17);
    let _e36 = textureSample(t1_, s1_, vec2<f32>((in1_.x + ((_e18.x * _e13.x) + (_e18.z * _e13.y))), (in1_.y + ((_e18.y * _e13.x) + (_e18.w * _e13.y)))));
    let _e37 = _e13.zzzz;
    let _e41 = consts[(constant_index + 17u)];
    let _e42 = bitcast<vec4<f32>>(_e41);
    let _e43 = _e42.xxxx;
    let _e53 = select(vec4<f32>(0f, 0f, 0f, 0f), (select((_e37 * _e43), vec4<f32>(0f, 0f, 0f, 0f), ((_e37 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e43 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e42.yyyy), vec4<bool>(true, false, false, false)).xxxx;
    return Output(select((_e36 * _e53), vec4<f32>(0f, 0f, 0f, 0f), ((_e36 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e53 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
