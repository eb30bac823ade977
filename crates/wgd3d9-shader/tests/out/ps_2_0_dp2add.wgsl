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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e8 = textureSample(t0_, s0_, in0_.xy);
    let _e9 = _e8.wwww;
    let _e10 = vec4<f32>(2f, -1f, 1f, 0.5f).xxxx;
    let _e20 = _e8.yyyy;
    let _e21 = vec4<f32>(2f, -1f, 1f, 0.5f).xxxx;
    let _e30 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (select((_e9 * _e10), vec4<f32>(0f, 0f, 0f, 0f), ((_e9 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e10 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(2f, -1f, 1f, 0.5f).yyyy), vec4<bool>(true, false, false, false)), (select((_e20 * _e21), vec4<f32>(0f, 0f, 0f, 0f), ((_e20 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e21 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(2f, -1f, 1f, 0.5f).yyyy), vec4<bool>(false, true, false, false));
    let _e32 = _e30.xy;
    let _e33 = -(_e30).xy;
    let _e35 = vec4<f32>(0f, 0f, 0f, 0f).xy;
    let _e39 = select((_e32 * _e33), _e35, ((_e32 == _e35) | (_e33 == _e35)));
    let _e48 = select(_e30, vec4(((_e39.x + _e39.y) + vec4<f32>(2f, -1f, 1f, 0.5f).zzzz.x)), vec4<bool>(false, false, true, false));
    let _e55 = select(_e48, vec4(inverseSqrt(abs(_e48.zzzz.x))), vec4<bool>(false, false, false, true));
    let _e61 = select(_e55, vec4((1f / _e55.wwww.x)), vec4<bool>(false, false, true, false));
    let _e62 = vec4<f32>(2f, -1f, 1f, 0.5f).wwww;
    return Output(select(select(_e61, (select((_e61 * _e62), vec4<f32>(0f, 0f, 0f, 0f), ((_e61 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e62 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(2f, -1f, 1f, 0.5f).wwww), vec4<bool>(true, true, true, false)), vec4<f32>(2f, -1f, 1f, 0.5f).zzzz, vec4<bool>(false, false, false, true)));
}
