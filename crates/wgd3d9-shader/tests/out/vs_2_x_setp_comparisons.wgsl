struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e12 = consts[(_e4 + 0u)];
    let _e20 = consts[(_e4 + 1u)];
    let _e28 = consts[(_e4 + 2u)];
    let _e36 = consts[(_e4 + 3u)];
    let _e40 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e12)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e28)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e36)), vec4<bool>(false, false, false, true));
    let _e41 = vec4<f32>(0f, 0.5f, 1f, -1f).xxxx;
    let _e50 = select(_e41, (_e41 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ > vec4<f32>(0f, 0.5f, 1f, -1f).yyyy)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e58 = select(_e50, (_e50 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ == vec4<f32>(0f, 0.5f, 1f, -1f).xxxx)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e66 = select(_e58, (_e58 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ >= vec4<f32>(0f, 0.5f, 1f, -1f).zzzz)).xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e69 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ < vec4<f32>(0f, 0.5f, 1f, -1f).wwww));
    let _e74 = select(_e66, (_e66 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e69.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e79 = select(_e69, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ != vec4<f32>(0f, 0.5f, 1f, -1f).xxxx)), vec4<bool>(true, true, false, false));
    let _e85 = select(_e74, select(_e74, (_e74 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (_e79.xyzw != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    let _e100 = consts[(_e4 + 256u)];
    let _e104 = consts[(_e4 + 257u)];
    return Output(select(_e40, ((_e40 * _e104) + (_e100 * _e40.wwww)), vec4<bool>(true, true, true, false)), select(_e85, select(_e85, (_e85 + vec4<f32>(0f, 0.5f, 1f, -1f).zzzz), (select(_e79, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ <= vec4<f32>(0f, 0.5f, 1f, -1f).yyyy)), vec4<bool>(false, false, true, true)).xyzw != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, true)));
}
