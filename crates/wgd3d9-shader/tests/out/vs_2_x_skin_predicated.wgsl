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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e10 = (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx);
    let _e16 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ > vec4<f32>(3f, 1f, 0f, 0f).zzzz)), vec4<bool>(true, true, false, false));
    let _e23 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e10) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e10)), vec4<bool>(true, true, false, false));
    let _e24 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e28 = (i32(_e23.x) + 20i);
    let _e30 = consts.c[_e28];
    let _e41 = (i32(_e23.x) + 21i);
    let _e43 = consts.c[_e41];
    let _e53 = (i32(_e23.x) + 22i);
    let _e55 = consts.c[_e53];
    let _e61 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e30, vec4<f32>(3f, 1f, 0f, 0f), (_e28 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e43, vec4<f32>(3f, 1f, 0f, 0f), (_e41 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e55, vec4<f32>(3f, 1f, 0f, 0f), (_e53 == 4i)))), vec4<bool>(false, false, true, false));
    let _e65 = select(_e61, (_e61 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e68 = (i32(_e23.y) + 20i);
    let _e70 = consts.c[_e68];
    let _e78 = select(_e24, select(_e24, vec4(dot(in0_, select(_e70, vec4<f32>(3f, 1f, 0f, 0f), (_e68 == 4i)))), (_e16.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e81 = (i32(_e23.y) + 21i);
    let _e83 = consts.c[_e81];
    let _e91 = select(_e78, select(_e78, vec4(dot(in0_, select(_e83, vec4<f32>(3f, 1f, 0f, 0f), (_e81 == 4i)))), (_e16.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e94 = (i32(_e23.y) + 22i);
    let _e96 = consts.c[_e94];
    let _e114 = select(select(_e65, select(_e65, ((select(_e91, select(_e91, vec4(dot(in0_, select(_e96, vec4<f32>(3f, 1f, 0f, 0f), (_e94 == 4i)))), (_e16.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false)) * in1_.yyyy) + _e65), (_e16.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e116 = consts.c[0];
    let _e121 = consts.c[1];
    let _e126 = consts.c[2];
    let _e131 = consts.c[3];
    let _e134 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e114, _e116)), vec4<bool>(true, false, false, false)), vec4(dot(_e114, _e121)), vec4<bool>(false, true, false, false)), vec4(dot(_e114, _e126)), vec4<bool>(false, false, true, false)), vec4(dot(_e114, _e131)), vec4<bool>(false, false, false, true));
    let _e137 = consts.c[256];
    let _e139 = consts.c[257];
    return Output(select(_e134, ((_e134 * _e139) + (_e137 * _e134.wwww)), vec4<bool>(true, true, true, false)), saturate(in1_));
}
