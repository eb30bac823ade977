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
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e15 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0f, 0f, 1f, 0f), (vec4<f32>(0f, 0f, 1f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e17 = select(vec4<f32>(1f, 1f, 1f, 1f), _e15, (_e15 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e19 = textureSample(t0_, s0_, in0_.xy);
    let _e24 = in1_.xyz;
    let _e25 = ((_e19 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e27 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e31 = select((_e24 * _e25), _e27, ((_e24 == _e27) | (_e25 == _e27)));
    let _e42 = in2_.xyz;
    let _e43 = ((_e19 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e45 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e49 = select((_e42 * _e43), _e45, ((_e42 == _e45) | (_e43 == _e45)));
    let _e60 = in3_.xyz;
    let _e61 = ((_e19 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e63 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e67 = select((_e60 * _e61), _e63, ((_e60 == _e63) | (_e61 == _e63)));
    let _e75 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e31.x + _e31.y) + _e31.z)), vec4<bool>(true, false, false, false)), vec4(((_e49.x + _e49.y) + _e49.z)), vec4<bool>(false, true, false, false)), vec4(((_e67.x + _e67.y) + _e67.z)), vec4<bool>(false, false, true, false));
    let _e76 = _e75.xyz;
    let _e77 = _e17.xyz;
    let _e79 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e83 = select((_e76 * _e77), _e79, ((_e76 == _e79) | (_e77 == _e79)));
    let _e91 = _e75.xyz;
    let _e92 = _e75.xyz;
    let _e94 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e98 = select((_e91 * _e92), _e94, ((_e91 == _e94) | (_e92 == _e94)));
    let _e105 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e83.x + _e83.y) + _e83.z)), vec4<bool>(true, false, false, false)), vec4(((_e98.x + _e98.y) + _e98.z)), vec4<bool>(false, true, false, false));
    let _e111 = select(_e105, vec4((1f / _e105.yyyy.x)), vec4<bool>(false, false, true, false));
    let _e112 = _e111.xxxx;
    let _e113 = _e111.zzzz;
    let _e122 = (select(_e111, select((_e112 * _e113), vec4<f32>(0f, 0f, 0f, 0f), ((_e112 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e113 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true)).wwww * vec4<f32>(2f, 2f, 2f, 2f));
    let _e131 = textureSample(t3_, s3_, (select((_e75 * _e122), vec4<f32>(0f, 0f, 0f, 0f), ((_e75 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e122 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e17)).xy);
    return Output(_e131);
}
