struct Constants {
    c: array<vec4<f32>, 266>,
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
    let _e15 = consts.c[1];
    let _e21 = consts.c[2];
    let _e27 = consts.c[3];
    let _e31 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e27)), vec4<bool>(false, false, false, true));
    let _e33 = consts.c[4];
    let _e38 = consts.c[5];
    let _e43 = consts.c[6];
    let _e48 = consts.c[7];
    let _e51 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e33)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e38)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e43)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e48)), vec4<bool>(false, false, false, true));
    let _e55 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e51 * vec4<f32>(0.5f, -0.5f, 0.5f, 1f).xyyy), vec4<bool>(true, true, false, false));
    let _e64 = consts.c[8];
    let _e69 = consts.c[9];
    let _e75 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e69.xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e77 = consts.c[10];
    let _e82 = consts.c[256];
    let _e84 = consts.c[257];
    return Output(select(_e31, ((_e31 * _e84) + (_e82 * _e31.wwww)), vec4<bool>(true, true, true, false)), select(select(_e55, ((_e51.wwww * vec4<f32>(0.5f, -0.5f, 0.5f, 1f).zzzz) + _e55), vec4<bool>(true, true, false, false)), _e51, vec4<bool>(false, false, true, true)), select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e64)), vec4<bool>(true, false, false, false)), saturate(select(_e77, _e75, (_e75 >= _e77))));
}
