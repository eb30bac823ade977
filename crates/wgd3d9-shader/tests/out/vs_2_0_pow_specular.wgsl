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
    let _e35 = (_e33 + -(in0_));
    let _e38 = dot(_e35.xyz, _e35.xyz);
    let _e48 = consts.c[5];
    let _e53 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e48.xyz)), vec4<bool>(true, false, false, false));
    let _e57 = select(_e53, (_e53.xxxx + _e53.xxxx), vec4<bool>(false, true, false, false));
    let _e67 = select(_e57, vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * _e57.yyyy) + -(_e48)), vec4<bool>(true, true, true, false)).xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e35 * vec4(inverseSqrt(_e38))), vec4<f32>(0f, 0f, 0f, 0f), (_e38 == 0f)), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, false, true, false));
    let _e68 = vec4<f32>(0f, 1f, 2f, 32f).xxxx;
    let _e72 = select(_e67, select(_e68, _e67, (_e67 >= _e68)), vec4<bool>(true, false, true, false));
    let _e75 = abs(_e72.z);
    let _e87 = select(_e72, vec4(min(select(select(pow(_e75, vec4<f32>(0f, 1f, 2f, 32f).w), 340282350000000000000000000000000000000f, ((_e75 == 0f) && (vec4<f32>(0f, 1f, 2f, 32f).w < 0f))), 1f, (vec4<f32>(0f, 1f, 2f, 32f).w == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e90 = consts.c[6];
    let _e94 = consts.c[7];
    let _e99 = consts.c[256];
    let _e101 = consts.c[257];
    return Output(select(_e31, ((_e31 * _e101) + (_e99 * _e31.wwww)), vec4<bool>(true, true, true, false)), saturate(((_e87.wwww * _e94) + (_e87.xxxx * _e90))));
}
