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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e17 = consts.c[0];
    let _e19 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e17, (_e17 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e21 = select(vec4<f32>(1f, 1f, 1f, 1f), _e19, (_e19 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e23 = textureSample(t0_, s0_, in0_.xy);
    let _e25 = consts.c[9];
    let _e43 = textureSample(t1_, s1_, vec2<f32>((in1_.x + ((_e25.x * _e23.x) + (_e25.z * _e23.y))), (in1_.y + ((_e25.y * _e23.x) + (_e25.w * _e23.y)))));
    let _e45 = textureSample(t2_, s2_, in2_.xy);
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), mix(_e45, select((_e43 * _e21), vec4<f32>(0f, 0f, 0f, 0f), ((_e43 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e21 == vec4<f32>(0f, 0f, 0f, 0f)))), in8_.wwww), vec4<bool>(true, true, true, false)), in8_.wwww, vec4<bool>(false, false, false, true)));
}
