struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e9 = consts.c[5];
    let _e14 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e9.xxxx * vec4<f32>(4f, 0.25f, 0f, 1f).xxxx), vec4<bool>(true, false, false, false));
    let _e18 = select(_e14, fract(_e14.xxxx), vec4<bool>(false, true, false, false));
    let _e23 = select(_e18, (_e18.xxxx + -(_e18.yyyy)), vec4<bool>(true, false, false, false));
    let _e28 = select(_e23, saturate((_e23.xxxx * vec4<f32>(4f, 0.25f, 0f, 1f).yyyy)), vec4<bool>(true, false, false, false));
    let _e30 = mix(in0_, in1_, _e28.xxxx);
    let _e40 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e9.y)), vec4<bool>(true, false, false, false)), vec4(inverseSqrt(abs(_e9.z))), vec4<bool>(false, true, false, false));
    let _e41 = _e40.xxxx;
    let _e42 = _e40.yyyy;
    let _e46 = select(_e40, select(_e42, _e41, (_e41 >= _e42)), vec4<bool>(false, false, true, false));
    let _e47 = _e46.xxxx;
    let _e48 = _e46.yyyy;
    let _e54 = consts.c[0];
    let _e59 = consts.c[1];
    let _e64 = consts.c[2];
    let _e69 = consts.c[3];
    let _e72 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e30, _e54)), vec4<bool>(true, false, false, false)), vec4(dot(_e30, _e59)), vec4<bool>(false, true, false, false)), vec4(dot(_e30, _e64)), vec4<bool>(false, false, true, false)), vec4(dot(_e30, _e69)), vec4<bool>(false, false, false, true));
    let _e78 = consts.c[256];
    let _e80 = consts.c[257];
    return Output(select(_e72, ((_e72 * _e80) + (_e78 * _e72.wwww)), vec4<bool>(true, true, true, false)), ((in2_ * select(_e46, select(_e48, _e47, (_e47 < _e48)), vec4<bool>(false, false, false, true)).zzww) + _e28.xxyy));
}
