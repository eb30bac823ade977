struct Constants {
    c: array<vec4<f32>, 258>,
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
    let _e16 = consts.c[1];
    let _e23 = consts.c[2];
    let _e30 = consts.c[3];
    let _e34 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    let _e39 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_.zzzz * vec4<f32>(2f, 0f, 0f, 0f).xxxx), vec4<bool>(true, false, false, false)).xxxx;
    let _e46 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e39) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e39)), vec4<bool>(true, false, false, false));
    let _e51 = (i32(_e46.x) + 16i);
    let _e53 = consts.c[_e51];
    let _e61 = (i32(_e46.x) + 17i);
    let _e63 = consts.c[_e61];
    let _e74 = (i32(_e46.x) + 32i);
    let _e76 = consts.c[_e74];
    let _e82 = consts.c[256];
    let _e85 = consts.c[257];
    return Output(select(_e34, ((_e34 * _e85) + (_e82 * _e34.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), ((in1_ * select(_e53, vec4<f32>(2f, 0f, 0f, 0f), (_e51 == 4i))) + select(_e63, vec4<f32>(2f, 0f, 0f, 0f), (_e61 == 4i))), vec4<bool>(true, true, false, false)), saturate(select(_e76, vec4<f32>(2f, 0f, 0f, 0f), (_e74 == 4i))));
}
