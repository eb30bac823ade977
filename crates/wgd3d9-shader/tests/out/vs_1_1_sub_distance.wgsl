struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e9 = consts.c[0];
    let _e15 = consts.c[1];
    let _e21 = consts.c[2];
    let _e27 = consts.c[3];
    let _e31 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e27)), vec4<bool>(false, false, false, true));
    let _e33 = consts.c[4];
    let _e35 = (in0_ + -(_e33));
    let _e40 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e35.xyz, _e35.xyz)), vec4<bool>(true, false, false, false));
    let _e45 = select(_e40, vec4(inverseSqrt(abs(_e40.x))), vec4<bool>(false, true, false, false));
    let _e49 = select(_e45, (_e45.xxxx * _e45.yyyy), vec4<bool>(false, false, true, false));
    let _e53 = select(_e49, (_e49.zzzz * vec4<f32>(0f, 1f, 0.02f, 0f).zzzz), vec4<bool>(false, false, true, false));
    let _e58 = select(_e53, (vec4<f32>(0f, 1f, 0.02f, 0f).yyyy + -(_e53.zzzz)), vec4<bool>(false, false, false, true));
    let _e59 = _e58.wwww;
    let _e60 = vec4<f32>(0f, 1f, 0.02f, 0f).xxxx;
    let _e70 = consts.c[256];
    let _e72 = consts.c[257];
    return Output(select(_e31, ((_e31 * _e72) + (_e70 * _e31.wwww)), vec4<bool>(true, true, true, false)), saturate(select(select(vec4<f32>(1f, 1f, 1f, 1f), in1_, vec4<bool>(true, true, true, false)), select(_e58, select(_e60, _e59, (_e59 >= _e60)), vec4<bool>(false, false, false, true)).wwww, vec4<bool>(false, false, false, true))));
}
