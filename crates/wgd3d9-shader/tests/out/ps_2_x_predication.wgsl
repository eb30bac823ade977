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
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e12 = textureSample(t0_, s0_, in0_.xy);
    let _e16 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e12 > vec4<f32>(0.5f, 0f, 1f, 2f).xxxx));
    let _e17 = vec4<f32>(0.5f, 0f, 1f, 2f).wwww;
    let _e25 = select(in8_, select((in8_ * _e17), vec4<f32>(0f, 0f, 0f, 0f), ((in8_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e17 == vec4<f32>(0f, 0f, 0f, 0f)))), (_e16.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e33 = select(_e25, select(_e25, (_e25.xxxx + vec4<f32>(0.5f, 0f, 1f, 2f).zzzz), (_e16.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e39 = select(_e33, select(_e33, vec4<f32>(0.5f, 0f, 1f, 2f).yyyy, (_e16.zzzz == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    return Output(select((_e12 * _e39), vec4<f32>(0f, 0f, 0f, 0f), ((_e12 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e39 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
