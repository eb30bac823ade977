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
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    let _e9 = textureSample(t0_, s0_, in0_.xy);
    let _e12 = consts.c[0];
    let _e21 = saturate((saturate((select((_e9 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e9 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f)))) + _e12)) + in9_));
    let _e24 = consts.c[1];
    let _e25 = _e21.xyz;
    let _e26 = _e24.xyz;
    let _e28 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e32 = select((_e25 * _e26), _e28, ((_e25 == _e28) | (_e26 == _e28)));
    let _e42 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e32.x + _e32.y) + _e32.z))), vec4<bool>(true, false, false, false)).xxxx;
    return Output(select(_e21, saturate(select((_e21 * _e42), vec4<f32>(0f, 0f, 0f, 0f), ((_e21 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e42 == vec4<f32>(0f, 0f, 0f, 0f))))), vec4<bool>(true, true, true, false)));
}
