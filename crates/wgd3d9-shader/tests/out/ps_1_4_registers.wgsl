struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<f32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(8) 
var t4_: texture_2d<f32>;
@group(1) @binding(9) 
var s4_: sampler;
@group(1) @binding(10) 
var t5_: texture_2d<f32>;
@group(1) @binding(11) 
var s5_: sampler;

@fragment 
fn main(@location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e21 = consts[(_e4 + 6u)];
    let _e23 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e21, (_e21 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e25 = select(vec4<f32>(1f, 1f, 1f, 1f), _e23, (_e23 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e27 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 0.5f, 0.25f, 0.125f), (vec4<f32>(1f, 0.5f, 0.25f, 0.125f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e29 = select(vec4<f32>(1f, 1f, 1f, 1f), _e27, (_e27 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e31 = textureSample(t4_, s4_, in4_.xy);
    let _e33 = textureSample(t5_, s5_, in5_.xy);
    let _e46 = (select((_e33 * _e29), vec4<f32>(0f, 0f, 0f, 0f), ((_e33 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e29 == vec4<f32>(0f, 0f, 0f, 0f)))) + select((_e31 * _e25), vec4<f32>(0f, 0f, 0f, 0f), ((_e31 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e25 == vec4<f32>(0f, 0f, 0f, 0f)))));
    let _e48 = select(_e46, (_e46 + select(vec4<f32>(0f, 0f, 0f, 0f), in3_, vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    return Output((select((_e48 * in9_), vec4<f32>(0f, 0f, 0f, 0f), ((_e48 == vec4<f32>(0f, 0f, 0f, 0f)) | (in9_ == vec4<f32>(0f, 0f, 0f, 0f)))) + in8_));
}
