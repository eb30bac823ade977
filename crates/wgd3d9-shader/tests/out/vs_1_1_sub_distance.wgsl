struct Constants {
    c: array<vec4<f32>, 258>,
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
    let _e16 = consts.c[1];
    let _e23 = consts.c[2];
    let _e30 = consts.c[3];
    let _e34 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    let _e37 = consts.c[4];
    let _e39 = (in0_ + -(_e37));
    let _e44 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e39.xyz, _e39.xyz)), vec4<bool>(true, false, false, false));
    let _e50 = select(_e44, vec4(inverseSqrt(abs(_e44.xxxx.x))), vec4<bool>(false, true, false, false));
    let _e54 = select(_e50, (_e50.xxxx * _e50.yyyy), vec4<bool>(false, false, true, false));
    let _e58 = select(_e54, (_e54.zzzz * vec4<f32>(0f, 1f, 0.02f, 0f).zzzz), vec4<bool>(false, false, true, false));
    let _e63 = select(_e58, (vec4<f32>(0f, 1f, 0.02f, 0f).yyyy + -(_e58.zzzz)), vec4<bool>(false, false, false, true));
    let _e64 = _e63.wwww;
    let _e65 = vec4<f32>(0f, 1f, 0.02f, 0f).xxxx;
    let _e76 = consts.c[256];
    let _e79 = consts.c[257];
    return Output(select(_e34, ((_e34 * _e79) + (_e76 * _e34.wwww)), vec4<bool>(true, true, true, false)), saturate(select(select(vec4<f32>(1f, 1f, 1f, 1f), in1_, vec4<bool>(true, true, true, false)), select(_e63, select(_e65, _e64, (_e64 >= _e65)), vec4<bool>(false, false, false, true)).wwww, vec4<bool>(false, false, false, true))));
}
