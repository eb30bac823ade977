struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e14 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e30 = consts[(_e4 + 2u)];
    let _e38 = consts[(_e4 + 3u)];
    let _e42 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e14)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e38)), vec4<bool>(false, false, false, true));
    let _e46 = consts[(_e4 + 5u)];
    let _e47 = (in1_ * _e46);
    let _e48 = vec4<f32>(0f, 1f, 0.25f, 0.75f).xxxx;
    let _e50 = select(_e48, _e47, (_e47 >= _e48));
    let _e51 = vec4<f32>(0f, 1f, 0.25f, 0.75f).yyyy;
    let _e54 = vec4<f32>(0f, 1f, 0.25f, 0.75f).zzzz;
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), select(_e54, in2_, (in2_ >= _e54)), vec4<bool>(true, true, false, false));
    let _e59 = vec4<f32>(0f, 1f, 0.25f, 0.75f).wwww;
    let _e67 = consts[(_e4 + 256u)];
    let _e71 = consts[(_e4 + 257u)];
    return Output(select(_e42, ((_e42 * _e71) + (_e67 * _e42.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e51, _e50, (_e50 < _e51))), select(vec4<f32>(0f, 0f, 0f, 0f), select(_e59, _e58, (_e58 < _e59)), vec4<bool>(true, true, false, false)));
}
