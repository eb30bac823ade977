struct Constants {
    c: array<vec4<f32>, 258>,
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
    let _e16 = consts.c[1];
    let _e23 = consts.c[2];
    let _e30 = consts.c[3];
    let _e34 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    let _e37 = dot(in1_.xyz, in1_.xyz);
    let _e45 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e37))), vec4<f32>(0f, 0f, 0f, 0f), (_e37 == 0f)), vec4<bool>(true, true, true, false));
    let _e48 = dot(in2_.xyz, in2_.xyz);
    let _e54 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in2_ * vec4(inverseSqrt(_e48))), vec4<f32>(0f, 0f, 0f, 0f), (_e48 == 0f)), vec4<bool>(true, true, true, false));
    let _e57 = cross(_e45.xyz, _e54.xyz);
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e57.x, _e57.y, _e57.z, 0f), vec4<bool>(true, true, true, false));
    let _e73 = consts.c[256];
    let _e76 = consts.c[257];
    return Output(select(_e34, ((_e34 * _e76) + (_e73 * _e34.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e54, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(_e62, (_e62 * in2_.wwww), vec4<bool>(true, true, true, false)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e45, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in3_, vec4<bool>(true, true, false, false)));
}
