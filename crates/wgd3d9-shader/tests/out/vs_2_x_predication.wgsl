struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
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
    let _e37 = consts.c[5];
    let _e45 = consts.c[6];
    let _e57 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e37.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e45.xyz)), vec4<bool>(false, true, false, false)), vec4<f32>(0f, 1f, 0.5f, 0f).xxxx, vec4<bool>(false, false, true, true)) > vec4<f32>(0f, 1f, 0.5f, 0f).xxxx));
    let _e60 = consts.c[7];
    let _e63 = consts.c[8];
    let _e66 = select(_e60, _e63, (_e57.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e71 = select(_e66, (_e66 * vec4<f32>(0f, 1f, 0.5f, 0f).zzzz), (_e57.xxxx != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e74 = consts.c[9];
    let _e82 = consts.c[256];
    let _e85 = consts.c[257];
    return Output(select(_e34, ((_e34 * _e85) + (_e82 * _e34.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e71, (_e71 + _e74), (_e57.yyyy == vec4<f32>(0f, 0f, 0f, 0f)))));
}
