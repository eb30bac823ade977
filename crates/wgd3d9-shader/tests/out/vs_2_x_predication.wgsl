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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e9 = consts.c[0];
    let _e15 = consts.c[1];
    let _e21 = consts.c[2];
    let _e27 = consts.c[3];
    let _e31 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e27)), vec4<bool>(false, false, false, true));
    let _e33 = consts.c[5];
    let _e40 = consts.c[6];
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e33.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e40.xyz)), vec4<bool>(false, true, false, false)), vec4<f32>(0f, 1f, 0.5f, 0f).xxxx, vec4<bool>(false, false, true, true)) > vec4<f32>(0f, 1f, 0.5f, 0f).xxxx));
    let _e54 = consts.c[7];
    let _e56 = consts.c[8];
    let _e59 = select(_e54, _e56, (_e52.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e64 = select(_e59, (_e59 * vec4<f32>(0f, 1f, 0.5f, 0f).zzzz), (_e52.xxxx != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e66 = consts.c[9];
    let _e73 = consts.c[256];
    let _e75 = consts.c[257];
    return Output(select(_e31, ((_e31 * _e75) + (_e73 * _e31.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e64, (_e64 + _e66), (_e52.yyyy == vec4<f32>(0f, 0f, 0f, 0f)))));
}
