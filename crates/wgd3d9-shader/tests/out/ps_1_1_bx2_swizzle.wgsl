struct Constants {
    c: array<vec4<f32>, 26>,
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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    let _e15 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.5f, 0.5f, 0.5f, 0.25f), (vec4<f32>(0.5f, 0.5f, 0.5f, 0.25f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e17 = select(vec4<f32>(1f, 1f, 1f, 1f), _e15, (_e15 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e19 = textureSample(t0_, s0_, in0_.xy);
    let _e21 = textureSample(t1_, s1_, in1_.xy);
    let _e28 = ((_e19 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e29 = ((in8_ * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e31 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e35 = select((_e28 * _e29), _e31, ((_e28 == _e31) | (_e29 == _e31)));
    let _e42 = saturate(vec4(((_e35.x + _e35.y) + _e35.z)));
    let _e49 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e21 * _e42), vec4<f32>(0f, 0f, 0f, 0f), ((_e21 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e42 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e52 = ((_e19.wwww * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f));
    let _e58 = select(_e42, select((in9_ * _e52), vec4<f32>(0f, 0f, 0f, 0f), ((in9_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e52 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e62 = -((in8_.wwww - vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)));
    let _e71 = _e21.wwww;
    let _e73 = (vec4<f32>(1f, 1f, 1f, 1f) - _e58.zzzz);
    let _e83 = -((_e19.zzzz - vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)));
    return Output(select(select(_e49, saturate((select((_e58 * _e62), vec4<f32>(0f, 0f, 0f, 0f), ((_e58 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e62 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e49)), vec4<bool>(true, true, true, false)), (select((_e83 * _e17), vec4<f32>(0f, 0f, 0f, 0f), ((_e83 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e17 == vec4<f32>(0f, 0f, 0f, 0f)))) + select(_e58, select((_e71 * _e73), vec4<f32>(0f, 0f, 0f, 0f), ((_e71 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e73 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true)).wwww), vec4<bool>(false, false, false, true)));
}
