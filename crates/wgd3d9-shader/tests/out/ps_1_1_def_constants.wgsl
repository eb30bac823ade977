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

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e12 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 0f, 0f, 1f), (vec4<f32>(1f, 0f, 0f, 1f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e16 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(-1f, -0.5f, 0.5f, 0.25f), (vec4<f32>(-1f, -0.5f, 0.5f, 0.25f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e20 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.2125f, 0.7154f, 0.0721f, 0f), (vec4<f32>(0.2125f, 0.7154f, 0.0721f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e24 = textureSample(t0_, s0_, in0_.xy);
    let _e25 = _e24.xyz;
    let _e26 = select(vec4<f32>(1f, 1f, 1f, 1f), _e20, (_e20 < vec4<f32>(1f, 1f, 1f, 1f))).xyz;
    let _e28 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e32 = select((_e25 * _e26), _e28, ((_e25 == _e28) | (_e26 == _e28)));
    let _e42 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e32.x + _e32.y) + _e32.z)), vec4<bool>(true, true, true, false)), select(vec4<f32>(1f, 1f, 1f, 1f), _e12, (_e12 < vec4<f32>(1f, 1f, 1f, 1f))), vec4<bool>(false, false, false, true));
    let _e43 = (_e42 + select(vec4<f32>(1f, 1f, 1f, 1f), _e16, (_e16 < vec4<f32>(1f, 1f, 1f, 1f))));
    return Output(select(_e42, select((_e43 * _e42), vec4<f32>(0f, 0f, 0f, 0f), ((_e43 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e42 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)));
}
