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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e9 = textureSample(t0_, s0_, in0_.xy);
    let _e10 = in1_.xyz;
    let _e11 = in1_.xyz;
    let _e13 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e17 = select((_e10 * _e11), _e13, ((_e10 == _e13) | (_e11 == _e13)));
    let _e22 = ((_e17.x + _e17.y) + _e17.z);
    let _e31 = _e9.wwww;
    let _e32 = vec4<f32>(64f, 1f, 0f, 0f).xxxx;
    let _e39 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e31 * _e32), vec4<f32>(0f, 0f, 0f, 0f), ((_e31 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e32 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e40 = _e39.xxxx;
    let _e41 = vec4<f32>(64f, 1f, 0f, 0f).yyyy;
    let _e49 = abs(select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e22))), vec4<f32>(0f, 0f, 0f, 0f), (_e22 == 0f)), vec4<bool>(true, true, true, false)).zzzz.x);
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(min(select(select(pow(_e49, select(_e39, select(_e41, _e40, (_e40 >= _e41)), vec4<bool>(true, false, false, false)).xxxx.x), 340282350000000000000000000000000000000f, ((_e49 == 0f) && (select(_e39, select(_e41, _e40, (_e40 >= _e41)), vec4<bool>(true, false, false, false)).xxxx.x < 0f))), 1f, (select(_e39, select(_e41, _e40, (_e40 >= _e41)), vec4<bool>(true, false, false, false)).xxxx.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(true, false, false, false)).xxxx;
    return Output(select(_e9, select((_e9 * _e62), vec4<f32>(0f, 0f, 0f, 0f), ((_e9 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e62 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)));
}
