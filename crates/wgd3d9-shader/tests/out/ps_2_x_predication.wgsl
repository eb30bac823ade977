struct Constants {
    c: array<vec4<f32>, 34>,
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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e9 = textureSample(t0_, s0_, in0_.xy);
    let _e13 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e9 > vec4<f32>(0.5f, 0f, 1f, 2f).xxxx));
    let _e14 = vec4<f32>(0.5f, 0f, 1f, 2f).wwww;
    let _e22 = select(in8_, select((in8_ * _e14), vec4<f32>(0f, 0f, 0f, 0f), ((in8_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e14 == vec4<f32>(0f, 0f, 0f, 0f)))), (_e13.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e30 = select(_e22, select(_e22, (_e22.xxxx + vec4<f32>(0.5f, 0f, 1f, 2f).zzzz), (_e13.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e36 = select(_e30, select(_e30, vec4<f32>(0.5f, 0f, 1f, 2f).yyyy, (_e13.zzzz == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    return Output(select((_e9 * _e36), vec4<f32>(0f, 0f, 0f, 0f), ((_e9 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e36 == vec4<f32>(0f, 0f, 0f, 0f)))));
}
