struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e10 = consts.c[0];
    let _e17 = consts.c[1];
    let _e24 = consts.c[2];
    let _e31 = consts.c[3];
    let _e35 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e10)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e17)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e24)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e31)), vec4<bool>(false, false, false, true));
    let _e38 = consts.c[5];
    let _e39 = (in1_ * _e38);
    let _e40 = vec4<f32>(0f, 1f, 0.25f, 0.75f).xxxx;
    let _e42 = select(_e40, _e39, (_e39 >= _e40));
    let _e43 = vec4<f32>(0f, 1f, 0.25f, 0.75f).yyyy;
    let _e46 = vec4<f32>(0f, 1f, 0.25f, 0.75f).zzzz;
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), select(_e46, in2_, (in2_ >= _e46)), vec4<bool>(true, true, false, false));
    let _e51 = vec4<f32>(0f, 1f, 0.25f, 0.75f).wwww;
    let _e58 = consts.c[256];
    let _e61 = consts.c[257];
    return Output(select(_e35, ((_e35 * _e61) + (_e58 * _e35.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e43, _e42, (_e42 < _e43))), select(vec4<f32>(0f, 0f, 0f, 0f), select(_e51, _e50, (_e50 < _e51)), vec4<bool>(true, true, false, false)));
}
