struct Constants {
    c: array<vec4<f32>, 40>,
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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e9 = textureSample(t0_, s0_, in0_.xy);
    let _e10 = in1_.xyz;
    let _e11 = in1_.xyz;
    let _e13 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e17 = select((_e10 * _e11), _e13, ((_e10 == _e13) | (_e11 == _e13)));
    let _e22 = ((_e17.x + _e17.y) + _e17.z);
    let _e32 = consts.c[0];
    let _e33 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e22))), vec4<f32>(0f, 0f, 0f, 0f), (_e22 == 0f)), vec4<bool>(true, true, true, false)).xyz;
    let _e34 = _e32.xyz;
    let _e36 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e40 = select((_e33 * _e34), _e36, ((_e33 == _e36) | (_e34 == _e36)));
    let _e49 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e40.x + _e40.y) + _e40.z)), vec4<bool>(true, false, false, false)).xxxx;
    let _e55 = select(_e9, select((_e9 * _e49), vec4<f32>(0f, 0f, 0f, 0f), ((_e9 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e49 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e57 = consts.c[1];
    let _e67 = consts.c[2];
    return Output(select(select(_e55, (select((_e55 * _e57), vec4<f32>(0f, 0f, 0f, 0f), ((_e55 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e57 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e57.wwww), vec4<bool>(true, true, true, false)), _e67.xxxx, vec4<bool>(false, false, false, true)));
}
