struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(2) out2_: vec4<f32>,
    @location(3) out3_: vec4<f32>,
    @location(0) out4_: vec4<f32>,
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
    let _e34 = dot(in1_.xyz, in1_.xyz);
    let _e42 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e34))), vec4<f32>(0f, 0f, 0f, 0f), (_e34 == 0f)), vec4<bool>(true, true, true, false));
    let _e45 = dot(in2_.xyz, in2_.xyz);
    let _e51 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in2_ * vec4(inverseSqrt(_e45))), vec4<f32>(0f, 0f, 0f, 0f), (_e45 == 0f)), vec4<bool>(true, true, true, false));
    let _e54 = cross(_e42.xyz, _e51.xyz);
    let _e59 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e54.x, _e54.y, _e54.z, 0f), vec4<bool>(true, true, true, false));
    let _e69 = consts.c[256];
    let _e71 = consts.c[257];
    return Output(select(_e31, ((_e31 * _e71) + (_e69 * _e31.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e51, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(_e59, (_e59 * in2_.wwww), vec4<bool>(true, true, true, false)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e42, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in3_, vec4<bool>(true, true, false, false)));
}
