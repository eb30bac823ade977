struct Constants {
    c: array<vec4<f32>, 258>,
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
    let _e16 = consts.c[1];
    let _e23 = consts.c[2];
    let _e30 = consts.c[3];
    let _e34 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    let _e38 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ < vec4<f32>(0f, 1f, 0f, 0f).xxxx));
    let _e42 = select(in1_, -(in1_), (_e38.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e47 = select(_e42, select(_e42, vec4<f32>(0f, 1f, 0f, 0f).yyyy, (_e38.wwww == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    let _e50 = dot(_e47.xyz, _e47.xyz);
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e47 * vec4(inverseSqrt(_e50))), vec4<f32>(0f, 0f, 0f, 0f), (_e50 == 0f)), vec4<bool>(true, true, true, false));
    let _e61 = consts.c[5];
    let _e71 = consts.c[6];
    let _e77 = consts.c[256];
    let _e80 = consts.c[257];
    return Output(select(_e34, ((_e34 * _e80) + (_e77 * _e34.wwww)), vec4<bool>(true, true, true, false)), _e47, select(vec4<f32>(0f, 1f, 0f, 0f).xxxx, _e71, (_e38.zzzz != vec4<f32>(0f, 0f, 0f, 0f))));
}
