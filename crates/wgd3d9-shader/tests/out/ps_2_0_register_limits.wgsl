struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(30) 
var t15_: texture_2d<f32>;
@group(1) @binding(31) 
var s15_: sampler;

@fragment 
fn main(@location(7) in7_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e11 = textureSample(t15_, s15_, in7_.xy);
    let _e15 = consts[(_e4 + 31u)];
    let _e16 = bitcast<vec4<f32>>(_e15);
    let _e21 = select((_e11 * _e16), vec4<f32>(0f, 0f, 0f, 0f), ((_e11 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e16 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e25 = consts[(_e4 + 30u)];
    return Output((select((_e21 * in9_), vec4<f32>(0f, 0f, 0f, 0f), ((_e21 == vec4<f32>(0f, 0f, 0f, 0f)) | (in9_ == vec4<f32>(0f, 0f, 0f, 0f)))) + bitcast<vec4<f32>>(_e25)));
}
