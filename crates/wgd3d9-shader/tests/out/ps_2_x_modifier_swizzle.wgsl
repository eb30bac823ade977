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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e11 = textureSample(t0_, s0_, in0_.xy);
    let _e17 = -(in0_.wzyx);
    let _e18 = vec4<f32>(0.5f, -1f, 2f, 0.25f).zzyy;
    let _e24 = (select((_e17 * _e18), vec4<f32>(0f, 0f, 0f, 0f), ((_e17 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e18 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e11);
    let _e25 = abs((-(_e11.yzxw) + vec4<f32>(0.5f, -1f, 2f, 0.25f).xxxx));
    let _e36 = -(_e24.yxxx);
    let _e37 = _e25.xxxx;
    return Output(select(_e24, select(_e24, select((_e36 * _e37), vec4<f32>(0f, 0f, 0f, 0f), ((_e36 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e37 == vec4<f32>(0f, 0f, 0f, 0f)))), (select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (-(_e25.zwww) < -(vec4<f32>(0.5f, -1f, 2f, 0.25f).wwww))), vec4<bool>(true, true, false, false)).yyyy == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false)));
}
