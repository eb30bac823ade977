struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
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
    let _e36 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_.zzzz * vec4<f32>(2f, 0f, 0f, 0f).xxxx), vec4<bool>(true, false, false, false)).xxxx;
    let _e43 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e36) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e36)), vec4<bool>(true, false, false, false));
    let _e47 = (i32(_e43.x) + 16i);
    let _e49 = consts.c[_e47];
    let _e56 = (i32(_e43.x) + 17i);
    let _e58 = consts.c[_e56];
    let _e68 = (i32(_e43.x) + 32i);
    let _e70 = consts.c[_e68];
    let _e75 = consts.c[256];
    let _e77 = consts.c[257];
    return Output(select(_e31, ((_e31 * _e77) + (_e75 * _e31.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * select(_e49, vec4<f32>(2f, 0f, 0f, 0f), (_e47 == 4i))) + select(_e58, vec4<f32>(2f, 0f, 0f, 0f), (_e56 == 4i))), vec4<bool>(true, true, false, false)), saturate(select(_e70, vec4<f32>(2f, 0f, 0f, 0f), (_e68 == 4i))));
}
