struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e8 = consts.c[0];
    let _e14 = consts.c[1];
    let _e20 = consts.c[2];
    let _e26 = consts.c[3];
    let _e30 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e14)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e26)), vec4<bool>(false, false, false, true));
    let _e31 = vec4<f32>(0f, 0.5f, 1f, -1f).xxxx;
    let _e40 = select(_e31, (_e31 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ > vec4<f32>(0f, 0.5f, 1f, -1f).yyyy)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e48 = select(_e40, (_e40 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ == vec4<f32>(0f, 0.5f, 1f, -1f).xxxx)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e56 = select(_e48, (_e48 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ >= vec4<f32>(0f, 0.5f, 1f, -1f).zzzz)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e59 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ < vec4<f32>(0f, 0.5f, 1f, -1f).wwww));
    let _e64 = select(_e56, (_e56 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e59.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e69 = select(_e59, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ != vec4<f32>(0f, 0.5f, 1f, -1f).xxxx)), vec4<bool>(true, true, false, false));
    let _e75 = select(_e64, select(_e64, (_e64 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e69.xyzw != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    let _e88 = consts.c[256];
    let _e90 = consts.c[257];
    return Output(select(_e30, ((_e30 * _e90) + (_e88 * _e30.wwww)), vec4<bool>(true, true, true, false)), select(_e75, select(_e75, (_e75 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (select(_e69, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ <= vec4<f32>(0f, 0.5f, 1f, -1f).yyyy)), vec4<bool>(false, false, true, true)).xyzw != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, true)));
}
