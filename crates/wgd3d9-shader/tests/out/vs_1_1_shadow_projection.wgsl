struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(8) out3_: vec4<f32>,
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
    let _e37 = consts.c[4];
    let _e43 = consts.c[5];
    let _e49 = consts.c[6];
    let _e55 = consts.c[7];
    let _e58 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e37)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e43)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e49)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e55)), vec4<bool>(false, false, false, true));
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e58 * vec4<f32>(0.5f, -0.5f, 0.5f, 1f).xyyy), vec4<bool>(true, true, false, false));
    let _e72 = consts.c[8];
    let _e78 = consts.c[9];
    let _e84 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e78.xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e87 = consts.c[10];
    let _e93 = consts.c[256];
    let _e96 = consts.c[257];
    return Output(select(_e34, ((_e34 * _e96) + (_e93 * _e34.wwww)), vec4<bool>(true, true, true, false)), select(select(_e62, ((_e58.wwww * vec4<f32>(0.5f, -0.5f, 0.5f, 1f).zzzz) + _e62), vec4<bool>(true, true, false, false)), _e58, vec4<bool>(false, false, true, true)), select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e72)), vec4<bool>(true, false, false, false)), saturate(select(_e87, _e84, (_e84 >= _e87))));
}
