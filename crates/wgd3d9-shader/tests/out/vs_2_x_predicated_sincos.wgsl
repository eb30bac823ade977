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
    let _e14 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e30 = consts[(_e4 + 2u)];
    let _e38 = consts[(_e4 + 3u)];
    let _e42 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e14)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e38)), vec4<bool>(false, false, false, true));
    let _e45 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f).xxxx, vec4<bool>(true, true, false, false));
    let _e51 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_.zzzz != vec4<f32>(0f, 0f, 0f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    let _e60 = select(_e45, select(_e45, vec4<f32>(cos(in1_.x), sin(in1_.x), 0f, 0f), (_e51.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    let _e70 = consts[(_e4 + 256u)];
    let _e74 = consts[(_e4 + 257u)];
    return Output(select(_e42, ((_e42 * _e74) + (_e70 * _e42.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(_e60, select(_e60, in1_.yxxx, (_e51.xxxx == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false)), vec4<bool>(true, true, false, false)));
}
