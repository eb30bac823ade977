struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e8 = consts.c[0];
    let _e14 = consts.c[1];
    let _e20 = consts.c[2];
    let _e26 = consts.c[3];
    let _e30 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e14)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e26)), vec4<bool>(false, false, false, true));
    let _e34 = consts.c[4];
    let _e41 = consts.c[5];
    let _e48 = consts.c[6];
    let _e55 = consts.c[256];
    let _e57 = consts.c[257];
    return Output(select(_e30, ((_e30 * _e57) + (_e55 * _e30.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, false, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e34.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e41.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e48.xyz)), vec4<bool>(false, false, true, false)));
}
