struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
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
    let _e35 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ < vec4<f32>(0f, 1f, 0f, 0f).xxxx));
    let _e39 = select(in1_, -(in1_), (_e35.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e44 = select(_e39, select(_e39, vec4<f32>(0f, 1f, 0f, 0f).yyyy, (_e35.wwww == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    let _e47 = dot(_e44.xyz, _e44.xyz);
    let _e55 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e44 * vec4(inverseSqrt(_e47))), vec4<f32>(0f, 0f, 0f, 0f), (_e47 == 0f)), vec4<bool>(true, true, true, false));
    let _e57 = consts.c[5];
    let _e66 = consts.c[6];
    let _e71 = consts.c[256];
    let _e73 = consts.c[257];
    return Output(select(_e31, ((_e31 * _e73) + (_e71 * _e31.wwww)), vec4<bool>(true, true, true, false)), _e44, select(vec4<f32>(0f, 1f, 0f, 0f).xxxx, _e66, (_e35.zzzz != vec4<f32>(0f, 0f, 0f, 0f))));
}
