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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e19 = consts[(constant_index + 0u)];
    let _e20 = bitcast<vec4<f32>>(_e19);
    let _e22 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e20, (_e20 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e24 = select(vec4<f32>(1f, 1f, 1f, 1f), _e22, (_e22 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e26 = textureSample(t0_, s0_, in0_.xy);
    let _e30 = consts[(constant_index + 9u)];
    let _e31 = bitcast<vec4<f32>>(_e30);
    let _e49 = textureSample(t1_, s1_, vec2<f32>((in1_.x + ((_e31.x * _e26.x) + (_e31.z * _e26.y))), (in1_.y + ((_e31.y * _e26.x) + (_e31.w * _e26.y)))));
    let _e51 = textureSample(t2_, s2_, in2_.xy);
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e51, select((_e49 * _e24), vec4<f32>(0f, 0f, 0f, 0f), ((_e49 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e24 == vec4<f32>(0f, 0f, 0f, 0f)))), in8_.wwww), vec4<bool>(true, true, true, false)), in8_.wwww, vec4<bool>(false, false, false, true)));
}
