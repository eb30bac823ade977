struct Constants {
    c: array<vec4<f32>, 258>,
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
    let _e15 = consts.c[1];
    let _e22 = consts.c[2];
    let _e29 = consts.c[3];
    let _e33 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, false, true));
    let _e34 = vec4<f32>(0f, 0.5f, 1f, -1f).xxxx;
    let _e43 = select(_e34, (_e34 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ > vec4<f32>(0f, 0.5f, 1f, -1f).yyyy)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e51 = select(_e43, (_e43 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ == vec4<f32>(0f, 0.5f, 1f, -1f).xxxx)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e59 = select(_e51, (_e51 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ >= vec4<f32>(0f, 0.5f, 1f, -1f).zzzz)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ < vec4<f32>(0f, 0.5f, 1f, -1f).wwww));
    let _e67 = select(_e59, (_e59 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e62.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e72 = select(_e62, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ != vec4<f32>(0f, 0.5f, 1f, -1f).xxxx)), vec4<bool>(true, true, false, false));
    let _e78 = select(_e67, select(_e67, (_e67 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e72.xyzw != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    let _e92 = consts.c[256];
    let _e95 = consts.c[257];
    return Output(select(_e33, ((_e33 * _e95) + (_e92 * _e33.wwww)), vec4<bool>(true, true, true, false)), select(_e78, select(_e78, (_e78 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (select(_e72, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ <= vec4<f32>(0f, 0.5f, 1f, -1f).yyyy)), vec4<bool>(false, false, true, true)).xyzw != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, true)));
}
