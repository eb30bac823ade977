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
    let _e31 = consts.c[4];
    let _e32 = (in1_ + _e31);
    let _e35 = consts.c[5];
    let _e39 = consts.c[256];
    let _e41 = consts.c[257];
    return Output(select(_e29, ((_e29 * _e41) + (_e39 * _e29.wwww)), vec4<bool>(true, true, true, false)), (((_e32 * in1_) * _e35) + _e32));
}
