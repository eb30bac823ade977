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
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    let _e18 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.5f, 0.5f, 0.5f, 0.25f), (vec4<f32>(0.5f, 0.5f, 0.5f, 0.25f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e20 = select(vec4<f32>(1f, 1f, 1f, 1f), _e18, (_e18 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e22 = textureSample(t0_, s0_, in0_.xy);
    let _e24 = textureSample(t1_, s1_, in1_.xy);
    let _e31 = ((_e22 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e32 = ((in8_ * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e34 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e38 = select((_e31 * _e32), _e34, ((_e31 == _e34) | (_e32 == _e34)));
    let _e45 = saturate(vec4(((_e38.x + _e38.y) + _e38.z)));
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e24 * _e45), vec4<f32>(0f, 0f, 0f, 0f), ((_e24 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e45 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e55 = ((_e22.wwww * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e61 = select(_e45, select((in9_ * _e55), vec4<f32>(0f, 0f, 0f, 0f), ((in9_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e55 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e65 = -((in8_.wwww - vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)));
    let _e74 = _e24.wwww;
    let _e76 = (vec4<f32>(1f, 1f, 1f, 1f) - _e61.zzzz);
    let _e86 = -((_e22.zzzz - vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)));
    return Output(select(select(_e52, saturate((select((_e61 * _e65), vec4<f32>(0f, 0f, 0f, 0f), ((_e61 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e65 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e52)), vec4<bool>(true, true, true, false)), (select((_e86 * _e20), vec4<f32>(0f, 0f, 0f, 0f), ((_e86 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e20 == vec4<f32>(0f, 0f, 0f, 0f)))) + select(_e61, select((_e74 * _e76), vec4<f32>(0f, 0f, 0f, 0f), ((_e74 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e76 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true)).wwww), vec4<bool>(false, false, false, true)));
}
