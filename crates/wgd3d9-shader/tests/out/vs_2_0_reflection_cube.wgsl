struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
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
    let _e32 = consts.c[4];
    let _e37 = consts.c[5];
    let _e42 = consts.c[6];
    let _e60 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e32.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e37.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e42.xyz)), vec4<bool>(false, false, true, false));
    let _e62 = consts.c[8];
    let _e66 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e32)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e37)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e42)), vec4<bool>(false, false, true, false)) + -(_e62)), vec4<bool>(true, true, true, false));
    let _e69 = dot(_e66.xyz, _e66.xyz);
    let _e76 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e66 * vec4(inverseSqrt(_e69))), vec4<f32>(0f, 0f, 0f, 0f), (_e69 == 0f)), vec4<bool>(true, true, true, false));
    let _e79 = dot(_e60.xyz, _e60.xyz);
    let _e85 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e60 * vec4(inverseSqrt(_e79))), vec4<f32>(0f, 0f, 0f, 0f), (_e79 == 0f)), vec4<bool>(true, true, true, false));
    let _e90 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e76.xyz, _e85.xyz)), vec4<bool>(true, false, false, false));
    let _e103 = consts.c[256];
    let _e105 = consts.c[257];
    return Output(select(_e30, ((_e30 * _e105) + (_e103 * _e30.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), ((_e85 * -(select(_e90, (_e90.xxxx + _e90.xxxx), vec4<bool>(true, false, false, false)).xxxx)) + _e76), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, false, false)));
}
