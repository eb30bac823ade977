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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e10 = consts.c[0];
    let _e16 = consts.c[1];
    let _e22 = consts.c[2];
    let _e28 = consts.c[3];
    let _e32 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e10)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e28)), vec4<bool>(false, false, false, true));
    let _e35 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f).xxxx, vec4<bool>(true, true, false, false));
    let _e41 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_.zzzz != vec4<f32>(0f, 0f, 0f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    let _e50 = select(_e35, select(_e35, vec4<f32>(cos(in1_.x), sin(in1_.x), 0f, 0f), (_e41.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    let _e58 = consts.c[256];
    let _e60 = consts.c[257];
    return Output(select(_e32, ((_e32 * _e60) + (_e58 * _e32.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(_e50, select(_e50, in1_.yxxx, (_e41.xxxx == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false)), vec4<bool>(true, true, false, false)));
}
