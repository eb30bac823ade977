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
    let _e29 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(log2(abs(_e11.x))), vec4<bool>(true, false, false, false)), vec4(log2(abs(_e11.y))), vec4<bool>(false, true, false, false)), vec4(log2(abs(_e11.z))), vec4<bool>(false, false, true, false));
    let _e30 = vec4<f32>(0.4545454f, 2.2f, 0f, 0f).xxxx;
    let _e37 = select(_e29, select((_e29 * _e30), vec4<f32>(0f, 0f, 0f, 0f), ((_e29 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e30 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    return Output(select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(exp2(_e37.x)), vec4<bool>(true, false, false, false)), vec4(exp2(_e37.y)), vec4<bool>(false, true, false, false)), vec4(exp2(_e37.z)), vec4<bool>(false, false, true, false)), _e11.wwww, vec4<bool>(false, false, false, true)));
}
