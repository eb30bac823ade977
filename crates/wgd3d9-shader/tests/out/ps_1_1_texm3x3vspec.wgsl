struct Constants {
    c: array<vec4<f32>, 32>,
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
    let _e15 = consts.c[1];
    let _e17 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e15, (_e15 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e19 = select(vec4<f32>(1f, 1f, 1f, 1f), _e17, (_e17 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e21 = textureSample(t0_, s0_, in0_.xy);
    let _e22 = in1_.xyz;
    let _e23 = _e21.xyz;
    let _e25 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e29 = select((_e22 * _e23), _e25, ((_e22 == _e25) | (_e23 == _e25)));
    let _e38 = in2_.xyz;
    let _e39 = _e21.xyz;
    let _e41 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e45 = select((_e38 * _e39), _e41, ((_e38 == _e41) | (_e39 == _e41)));
    let _e54 = in3_.xyz;
    let _e55 = _e21.xyz;
    let _e57 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e61 = select((_e54 * _e55), _e57, ((_e54 == _e57) | (_e55 == _e57)));
    let _e69 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e29.x + _e29.y) + _e29.z)), vec4<bool>(true, false, false, false)), vec4(((_e45.x + _e45.y) + _e45.z)), vec4<bool>(false, true, false, false)), vec4(((_e61.x + _e61.y) + _e61.z)), vec4<bool>(false, false, true, false));
    let _e75 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), in1_.wwww, vec4<bool>(true, false, false, false)), in2_.wwww, vec4<bool>(false, true, false, false)), in3_.wwww, vec4<bool>(false, false, true, false));
    let _e76 = _e69.xyz;
    let _e77 = _e75.xyz;
    let _e79 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e83 = select((_e76 * _e77), _e79, ((_e76 == _e79) | (_e77 == _e79)));
    let _e91 = _e69.xyz;
    let _e92 = _e69.xyz;
    let _e94 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e98 = select((_e91 * _e92), _e94, ((_e91 == _e94) | (_e92 == _e94)));
    let _e105 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e83.x + _e83.y) + _e83.z)), vec4<bool>(true, false, false, false)), vec4(((_e98.x + _e98.y) + _e98.z)), vec4<bool>(false, true, false, false));
    let _e110 = select(_e105, vec4((1f / _e105.y)), vec4<bool>(false, false, true, false));
    let _e111 = _e110.xxxx;
    let _e112 = _e110.zzzz;
    let _e122 = (select(_e110, select((_e111 * _e112), vec4<f32>(0f, 0f, 0f, 0f), ((_e111 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e112 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true)).wwww * vec4<f32>(2f, 2f, 2f, 2f));
    let _e131 = textureSample(t3_, s3_, (select((_e69 * _e122), vec4<f32>(0f, 0f, 0f, 0f), ((_e69 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e122 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e75)).xy);
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e131 * _e19), vec4<f32>(0f, 0f, 0f, 0f), ((_e131 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e19 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)), _e19, vec4<bool>(false, false, false, true)));
}
