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
    let _e34 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * vec4<f32>(2f, 4f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e41 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e34) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e34)), vec4<bool>(true, true, false, false));
    let _e45 = (i32(_e41.x) + 10i);
    let _e47 = consts.c[_e45];
    let _e54 = (i32(_e41.y) + 40i);
    let _e56 = consts.c[_e54];
    let _e62 = consts.c[256];
    let _e64 = consts.c[257];
    return Output(select(_e31, ((_e31 * _e64) + (_e62 * _e31.wwww)), vec4<bool>(true, true, true, false)), saturate((select(_e47, vec4<f32>(2f, 4f, 0f, 0f), (_e45 == 4i)) + select(_e56, vec4<f32>(2f, 4f, 0f, 0f), (_e54 == 4i)))));
}
