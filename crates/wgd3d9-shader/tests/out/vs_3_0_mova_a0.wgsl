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
    let _e35 = (in1_ * vec4<f32>(1f, 2f, 3f, 4f));
    let _e41 = (floor((abs(_e35) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e35));
    let _e46 = (i32(_e41.x) + 16i);
    let _e48 = consts.c[_e46];
    let _e56 = (i32(_e41.y) + 32i);
    let _e58 = consts.c[_e56];
    let _e66 = (i32(_e41.z) + 48i);
    let _e68 = consts.c[_e66];
    let _e76 = (i32(_e41.w) + 0i);
    let _e78 = consts.c[_e76];
    let _e82 = _e35.wwww;
    let _e93 = (i32(select(_e41, (floor((abs(_e82) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e82)), vec4<bool>(false, true, false, false)).y) + 64i);
    let _e95 = consts.c[_e93];
    let _e101 = consts.c[256];
    let _e104 = consts.c[257];
    return Output(select(_e34, ((_e34 * _e104) + (_e101 * _e34.wwww)), vec4<bool>(true, true, true, false)), ((((select(_e48, vec4<f32>(1f, 2f, 3f, 4f), (_e46 == 4i)) + select(_e58, vec4<f32>(1f, 2f, 3f, 4f), (_e56 == 4i))) + select(_e68, vec4<f32>(1f, 2f, 3f, 4f), (_e66 == 4i))) + select(_e78, vec4<f32>(1f, 2f, 3f, 4f), (_e76 == 4i))) + select(_e95, vec4<f32>(1f, 2f, 3f, 4f), (_e93 == 4i))));
}
