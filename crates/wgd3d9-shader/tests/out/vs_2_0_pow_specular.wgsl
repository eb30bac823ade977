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
    let _e39 = (_e37 + -(in0_));
    let _e42 = dot(_e39.xyz, _e39.xyz);
    let _e53 = consts.c[5];
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e53.xyz)), vec4<bool>(true, false, false, false));
    let _e62 = select(_e58, (_e58.xxxx + _e58.xxxx), vec4<bool>(false, true, false, false));
    let _e72 = select(_e62, vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * _e62.yyyy) + -(_e53)), vec4<bool>(true, true, true, false)).xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e39 * vec4(inverseSqrt(_e42))), vec4<f32>(0f, 0f, 0f, 0f), (_e42 == 0f)), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, false, true, false));
    let _e73 = vec4<f32>(0f, 1f, 2f, 32f).xxxx;
    let _e77 = select(_e72, select(_e73, _e72, (_e72 >= _e73)), vec4<bool>(true, false, true, false));
    let _e82 = abs(_e77.zzzz.x);
    let _e94 = select(_e77, vec4(min(select(select(pow(_e82, vec4<f32>(0f, 1f, 2f, 32f).wwww.x), 340282350000000000000000000000000000000f, ((_e82 == 0f) && (vec4<f32>(0f, 1f, 2f, 32f).wwww.x < 0f))), 1f, (vec4<f32>(0f, 1f, 2f, 32f).wwww.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e98 = consts.c[6];
    let _e103 = consts.c[7];
    let _e109 = consts.c[256];
    let _e112 = consts.c[257];
    return Output(select(_e34, ((_e34 * _e112) + (_e109 * _e34.wwww)), vec4<bool>(true, true, true, false)), saturate(((_e94.wwww * _e103) + (_e94.xxxx * _e98))));
}
