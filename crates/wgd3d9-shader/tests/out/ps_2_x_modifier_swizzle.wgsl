struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    let _e9 = textureSample(t0_, s0_, in0_.xy);
    let _e15 = -(in0_.wzyx);
    let _e16 = vec4<f32>(0.5f, -1f, 2f, 0.25f).zzyy;
    let _e22 = (select((_e15 * _e16), vec4<f32>(0f, 0f, 0f, 0f), ((_e15 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e16 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e9);
    let _e23 = abs((-(_e9.yzxw) + vec4<f32>(0.5f, -1f, 2f, 0.25f).xxxx));
    let _e34 = -(_e22.yxxx);
    let _e35 = _e23.xxxx;
    return Output(select(_e22, select(_e22, select((_e34 * _e35), vec4<f32>(0f, 0f, 0f, 0f), ((_e34 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e35 == vec4<f32>(0f, 0f, 0f, 0f)))), (select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (-(_e23.zwww) < -(vec4<f32>(0.5f, -1f, 2f, 0.25f).wwww))), vec4<bool>(true, true, false, false)).yyyy == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false)));
}
