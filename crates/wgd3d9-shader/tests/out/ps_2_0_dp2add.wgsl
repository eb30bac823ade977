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
    let _e12 = _e11.wwww;
    let _e13 = vec4<f32>(2f, -1f, 1f, 0.5f).xxxx;
    let _e23 = _e11.yyyy;
    let _e24 = vec4<f32>(2f, -1f, 1f, 0.5f).xxxx;
    let _e33 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (select((_e12 * _e13), vec4<f32>(0f, 0f, 0f, 0f), ((_e12 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e13 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(2f, -1f, 1f, 0.5f).yyyy), vec4<bool>(true, false, false, false)), (select((_e23 * _e24), vec4<f32>(0f, 0f, 0f, 0f), ((_e23 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e24 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(2f, -1f, 1f, 0.5f).yyyy), vec4<bool>(false, true, false, false));
    let _e35 = _e33.xy;
    let _e36 = -(_e33).xy;
    let _e38 = vec4<f32>(0f, 0f, 0f, 0f).xy;
    let _e42 = select((_e35 * _e36), _e38, ((_e35 == _e38) | (_e36 == _e38)));
    let _e50 = select(_e33, vec4(((_e42.x + _e42.y) + vec4<f32>(2f, -1f, 1f, 0.5f).z)), vec4<bool>(false, false, true, false));
    let _e56 = select(_e50, vec4(inverseSqrt(abs(_e50.z))), vec4<bool>(false, false, false, true));
    let _e61 = select(_e56, vec4((1f / _e56.w)), vec4<bool>(false, false, true, false));
    let _e62 = vec4<f32>(2f, -1f, 1f, 0.5f).wwww;
    return Output(select(select(_e61, (select((_e61 * _e62), vec4<f32>(0f, 0f, 0f, 0f), ((_e61 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e62 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(2f, -1f, 1f, 0.5f).wwww), vec4<bool>(true, true, true, false)), vec4<f32>(2f, -1f, 1f, 0.5f).zzzz, vec4<bool>(false, false, false, true)));
}
