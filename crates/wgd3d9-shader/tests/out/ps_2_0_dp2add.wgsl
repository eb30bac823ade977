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
    let _e10 = _e9.wwww;
    let _e11 = vec4<f32>(2f, -1f, 1f, 0.5f).xxxx;
    let _e21 = _e9.yyyy;
    let _e22 = vec4<f32>(2f, -1f, 1f, 0.5f).xxxx;
    let _e31 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (select((_e10 * _e11), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e11 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(2f, -1f, 1f, 0.5f).yyyy), vec4<bool>(true, false, false, false)), (select((_e21 * _e22), vec4<f32>(0f, 0f, 0f, 0f), ((_e21 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e22 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(2f, -1f, 1f, 0.5f).yyyy), vec4<bool>(false, true, false, false));
    let _e33 = _e31.xy;
    let _e34 = -(_e31).xy;
    let _e36 = vec4<f32>(0f, 0f, 0f, 0f).xy;
    let _e40 = select((_e33 * _e34), _e36, ((_e33 == _e36) | (_e34 == _e36)));
    let _e48 = select(_e31, vec4(((_e40.x + _e40.y) + vec4<f32>(2f, -1f, 1f, 0.5f).z)), vec4<bool>(false, false, true, false));
    let _e54 = select(_e48, vec4(inverseSqrt(abs(_e48.z))), vec4<bool>(false, false, false, true));
    let _e59 = select(_e54, vec4((1f / _e54.w)), vec4<bool>(false, false, true, false));
    let _e60 = vec4<f32>(2f, -1f, 1f, 0.5f).wwww;
    return Output(select(select(_e59, (select((_e59 * _e60), vec4<f32>(0f, 0f, 0f, 0f), ((_e59 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e60 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(2f, -1f, 1f, 0.5f).wwww), vec4<bool>(true, true, true, false)), vec4<f32>(2f, -1f, 1f, 0.5f).zzzz, vec4<bool>(false, false, false, true)));
}
