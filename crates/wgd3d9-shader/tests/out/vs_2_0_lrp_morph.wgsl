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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e10 = consts.c[4];
    let _e12 = mix(in0_, in1_, _e10.xxxx);
    let _e18 = consts.c[0];
    let _e24 = consts.c[1];
    let _e30 = consts.c[2];
    let _e36 = consts.c[3];
    let _e40 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e12, _e18)), vec4<bool>(true, false, false, false)), vec4(dot(_e12, _e24)), vec4<bool>(false, true, false, false)), vec4(dot(_e12, _e30)), vec4<bool>(false, false, true, false)), vec4(dot(_e12, _e36)), vec4<bool>(false, false, false, true));
    let _e42 = consts.c[5];
    let _e48 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), mix(in2_, in3_, _e10.xxxx), vec4<bool>(true, true, true, false)).xyz, _e42.xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e50 = consts.c[6];
    let _e51 = _e50.xxxx;
    let _e56 = consts.c[256];
    let _e58 = consts.c[257];
    return Output(select(_e40, ((_e40 * _e58) + (_e56 * _e40.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e51, _e48, (_e48 >= _e51))));
}
