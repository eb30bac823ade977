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
    let _e33 = consts.c[4];
    let _e40 = consts.c[5];
    let _e47 = consts.c[6];
    let _e54 = consts.c[7];
    let _e60 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e33.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e40.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e47.xyz)), vec4<bool>(false, false, true, false)).xyz, -(_e54).xyz)), vec4<bool>(true, false, false, false));
    let _e61 = _e60.xxxx;
    let _e62 = vec4<f32>(0f, 0.5f, 1f, 2f).xxxx;
    let _e68 = consts.c[9];
    let _e71 = consts.c[10];
    let _e75 = consts.c[256];
    let _e77 = consts.c[257];
    return Output(select(_e31, ((_e31 * _e77) + (_e75 * _e31.wwww)), vec4<bool>(true, true, true, false)), saturate(((select(_e60, select(_e62, _e61, (_e61 >= _e62)), vec4<bool>(true, false, false, false)).xxxx * _e68) + _e71)));
}
