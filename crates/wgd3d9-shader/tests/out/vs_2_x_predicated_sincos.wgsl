struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e10 = consts.c[0];
    let _e17 = consts.c[1];
    let _e24 = consts.c[2];
    let _e31 = consts.c[3];
    let _e35 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e10)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e17)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e24)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e31)), vec4<bool>(false, false, false, true));
    let _e38 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f).xxxx, vec4<bool>(true, true, false, false));
    let _e44 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_.zzzz != vec4<f32>(0f, 0f, 0f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    let _e54 = select(_e38, select(_e38, vec4<f32>(cos(in1_.xxxx.x), sin(in1_.xxxx.x), 0f, 0f), (_e44.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    let _e63 = consts.c[256];
    let _e66 = consts.c[257];
    return Output(select(_e35, ((_e35 * _e66) + (_e63 * _e35.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(_e54, select(_e54, in1_.yxxx, (_e44.xxxx == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false)), vec4<bool>(true, true, false, false)));
}
