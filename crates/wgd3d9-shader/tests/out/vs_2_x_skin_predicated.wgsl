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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e9 = (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx);
    let _e15 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ > vec4<f32>(3f, 1f, 0f, 0f).zzzz)), vec4<bool>(true, true, false, false));
    let _e22 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e9) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e9)), vec4<bool>(true, true, false, false));
    let _e23 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e28 = (i32(_e22.x) + 20i);
    let _e30 = consts.c[_e28];
    let _e42 = (i32(_e22.x) + 21i);
    let _e44 = consts.c[_e42];
    let _e55 = (i32(_e22.x) + 22i);
    let _e57 = consts.c[_e55];
    let _e63 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e30, vec4<f32>(3f, 1f, 0f, 0f), (_e28 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e44, vec4<f32>(3f, 1f, 0f, 0f), (_e42 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e57, vec4<f32>(3f, 1f, 0f, 0f), (_e55 == 4i)))), vec4<bool>(false, false, true, false));
    let _e67 = select(_e63, (_e63 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e71 = (i32(_e22.y) + 20i);
    let _e73 = consts.c[_e71];
    let _e81 = select(_e23, select(_e23, vec4(dot(in0_, select(_e73, vec4<f32>(3f, 1f, 0f, 0f), (_e71 == 4i)))), (_e15.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e85 = (i32(_e22.y) + 21i);
    let _e87 = consts.c[_e85];
    let _e95 = select(_e81, select(_e81, vec4(dot(in0_, select(_e87, vec4<f32>(3f, 1f, 0f, 0f), (_e85 == 4i)))), (_e15.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e99 = (i32(_e22.y) + 22i);
    let _e101 = consts.c[_e99];
    let _e119 = select(select(_e67, select(_e67, ((select(_e95, select(_e95, vec4(dot(in0_, select(_e101, vec4<f32>(3f, 1f, 0f, 0f), (_e99 == 4i)))), (_e15.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false)) * in1_.yyyy) + _e67), (_e15.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e122 = consts.c[0];
    let _e128 = consts.c[1];
    let _e134 = consts.c[2];
    let _e140 = consts.c[3];
    let _e143 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e119, _e122)), vec4<bool>(true, false, false, false)), vec4(dot(_e119, _e128)), vec4<bool>(false, true, false, false)), vec4(dot(_e119, _e134)), vec4<bool>(false, false, true, false)), vec4(dot(_e119, _e140)), vec4<bool>(false, false, false, true));
    let _e147 = consts.c[256];
    let _e150 = consts.c[257];
    return Output(select(_e143, ((_e143 * _e150) + (_e147 * _e143.wwww)), vec4<bool>(true, true, true, false)), saturate(in1_));
}
