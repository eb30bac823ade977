struct Constants {
    c: array<vec4<f32>, 258>,
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
    let _e15 = consts.c[1];
    let _e22 = consts.c[2];
    let _e29 = consts.c[3];
    let _e33 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, false, true));
    let _e36 = consts.c[4];
    let _e44 = consts.c[5];
    let _e52 = consts.c[6];
    let _e54 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e36.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e44.xyz)), vec4<bool>(false, true, false, false)), _e52.xxxx, vec4<bool>(false, false, false, true));
    let _e69 = vec4<f32>(1f, max(_e54.x, 0f), select(0f, pow(_e54.y, clamp(_e54.w, -128f, 128f)), ((_e54.x > 0f) && (_e54.y > 0f))), 1f);
    let _e73 = consts.c[7];
    let _e77 = consts.c[8];
    let _e82 = consts.c[9];
    let _e88 = consts.c[256];
    let _e91 = consts.c[257];
    return Output(select(_e33, ((_e33 * _e91) + (_e88 * _e33.wwww)), vec4<bool>(true, true, true, false)), saturate(((_e69.yyyy * _e73) + _e77)), saturate((_e69.zzzz * _e82)));
}
