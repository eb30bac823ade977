struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e8 = consts.c[0];
    let _e14 = consts.c[1];
    let _e20 = consts.c[2];
    let _e26 = consts.c[3];
    let _e30 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e14)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e26)), vec4<bool>(false, false, false, true));
    let _e32 = consts.c[4];
    let _e39 = consts.c[5];
    let _e46 = consts.c[6];
    let _e48 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e32.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e39.xyz)), vec4<bool>(false, true, false, false)), _e46.xxxx, vec4<bool>(false, false, false, true));
    let _e63 = vec4<f32>(1f, max(_e48.x, 0f), select(0f, pow(_e48.y, clamp(_e48.w, -128f, 128f)), ((_e48.x > 0f) && (_e48.y > 0f))), 1f);
    let _e66 = consts.c[7];
    let _e69 = consts.c[8];
    let _e73 = consts.c[9];
    let _e78 = consts.c[256];
    let _e80 = consts.c[257];
    return Output(select(_e30, ((_e30 * _e80) + (_e78 * _e30.wwww)), vec4<bool>(true, true, true, false)), saturate(((_e63.yyyy * _e66) + _e69)), saturate((_e63.zzzz * _e73)));
}
