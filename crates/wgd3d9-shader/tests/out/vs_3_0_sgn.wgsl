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
    let _e7 = consts.c[0];
    let _e13 = consts.c[1];
    let _e19 = consts.c[2];
    let _e25 = consts.c[3];
    let _e29 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e7)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e13)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e19)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e25)), vec4<bool>(false, false, false, true));
    let _e32 = consts.c[4];
    let _e33 = (sign(in1_) * _e32);
    let _e41 = consts.c[256];
    let _e43 = consts.c[257];
    return Output(select(_e29, ((_e29 * _e43) + (_e41 * _e29.wwww)), vec4<bool>(true, true, true, false)), select(_e33, select(vec4<f32>(0f, 0f, 0f, 0f), sign(-(_e33.yxxx)), vec4<bool>(true, true, false, false)), vec4<bool>(true, true, false, false)));
}
