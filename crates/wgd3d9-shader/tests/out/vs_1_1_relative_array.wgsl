struct Constants {
    c: array<vec4<f32>, 258>,
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
    let _e16 = consts.c[1];
    let _e23 = consts.c[2];
    let _e30 = consts.c[3];
    let _e34 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    let _e41 = select(vec4<f32>(0f, 0f, 0f, 0f), floor(select(vec4<f32>(0f, 0f, 0f, 0f), (in1_.wwww * vec4<f32>(255f, 0f, 0f, 0f).xxxx), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, false, false, false));
    let _e46 = (i32(_e41.x) + 20i);
    let _e48 = consts.c[_e46];
    let _e56 = (i32(_e41.x) + 0i);
    let _e58 = consts.c[_e56];
    let _e66 = consts.c[256];
    let _e69 = consts.c[257];
    return Output(select(_e34, ((_e34 * _e69) + (_e66 * _e34.wwww)), vec4<bool>(true, true, true, false)), saturate(((select(_e48, vec4<f32>(255f, 0f, 0f, 0f), (_e46 == 4i)) + select(_e58, vec4<f32>(255f, 0f, 0f, 0f), (_e56 == 4i))) * in1_)));
}
