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
    let _e32 = (in1_ * vec4<f32>(1f, 2f, 3f, 4f));
    let _e38 = (floor((abs(_e32) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e32));
    let _e42 = (i32(_e38.x) + 16i);
    let _e44 = consts.c[_e42];
    let _e51 = (i32(_e38.y) + 32i);
    let _e53 = consts.c[_e51];
    let _e60 = (i32(_e38.z) + 48i);
    let _e62 = consts.c[_e60];
    let _e69 = (i32(_e38.w) + 0i);
    let _e71 = consts.c[_e69];
    let _e75 = _e32.wwww;
    let _e85 = (i32(select(_e38, (floor((abs(_e75) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e75)), vec4<bool>(false, true, false, false)).y) + 64i);
    let _e87 = consts.c[_e85];
    let _e92 = consts.c[256];
    let _e94 = consts.c[257];
    return Output(select(_e31, ((_e31 * _e94) + (_e92 * _e31.wwww)), vec4<bool>(true, true, true, false)), ((((select(_e44, vec4<f32>(1f, 2f, 3f, 4f), (_e42 == 4i)) + select(_e53, vec4<f32>(1f, 2f, 3f, 4f), (_e51 == 4i))) + select(_e62, vec4<f32>(1f, 2f, 3f, 4f), (_e60 == 4i))) + select(_e71, vec4<f32>(1f, 2f, 3f, 4f), (_e69 == 4i))) + select(_e87, vec4<f32>(1f, 2f, 3f, 4f), (_e85 == 4i))));
}
