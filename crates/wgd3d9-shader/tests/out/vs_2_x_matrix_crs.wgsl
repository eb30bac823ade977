struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e9 = consts.c[0];
    let _e15 = consts.c[1];
    let _e21 = consts.c[2];
    let _e27 = consts.c[3];
    let _e31 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e27)), vec4<bool>(false, false, false, true));
    let _e33 = consts.c[4];
    let _e40 = consts.c[5];
    let _e47 = consts.c[6];
    let _e52 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e33.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e40.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e47.xyz)), vec4<bool>(false, false, true, false));
    let _e70 = cross(_e52.xyz, select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in2_.xyz, _e33.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in2_.xyz, _e40.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in2_.xyz, _e47.xyz)), vec4<bool>(false, false, true, false)).xyz);
    let _e77 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e70.x, _e70.y, _e70.z, 0f), vec4<bool>(true, true, true, false));
    let _e79 = consts.c[8];
    let _e86 = consts.c[9];
    let _e93 = consts.c[10];
    let _e100 = consts.c[11];
    let _e107 = consts.c[12];
    let _e114 = consts.c[13];
    let _e125 = consts.c[256];
    let _e127 = consts.c[257];
    return Output(select(_e31, ((_e31 * _e127) + (_e125 * _e31.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, _e79.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, _e86.xyz)), vec4<bool>(false, true, false, false)), vec4<bool>(true, true, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e52, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e77, vec4<bool>(true, true, true, false)), select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e77.xyz, _e93.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e77.xyz, _e100.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e77.xyz, _e107.xyz)), vec4<bool>(false, false, true, false)), vec4(dot(_e77.xyz, _e114.xyz)), vec4<bool>(false, false, false, true)));
}
