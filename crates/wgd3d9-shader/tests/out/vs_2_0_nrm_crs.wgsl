struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(2) out2_: vec4<f32>,
    @location(3) out3_: vec4<f32>,
    @location(0) out4_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e22 = consts[(_e4 + 1u)];
    let _e31 = consts[(_e4 + 2u)];
    let _e40 = consts[(_e4 + 3u)];
    let _e45 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, bitcast<vec4<f32>>(_e13))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e22))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e31))), vec4<bool>(false, false, true, false)), vec4(dot(in0_, bitcast<vec4<f32>>(_e40))), vec4<bool>(false, false, false, true));
    let _e48 = dot(in1_.xyz, in1_.xyz);
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e48))), vec4<f32>(0f, 0f, 0f, 0f), (_e48 == 0f)), vec4<bool>(true, true, true, false));
    let _e59 = dot(in2_.xyz, in2_.xyz);
    let _e65 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in2_ * vec4(inverseSqrt(_e59))), vec4<f32>(0f, 0f, 0f, 0f), (_e59 == 0f)), vec4<bool>(true, true, true, false));
    let _e68 = cross(_e56.xyz, _e65.xyz);
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e68.x, _e68.y, _e68.z, 0f), vec4<bool>(true, true, true, false));
    let _e85 = consts[(_e4 + 256u)];
    let _e90 = consts[(_e4 + 257u)];
    return Output(select(_e45, ((_e45 * bitcast<vec4<f32>>(_e90)) + (bitcast<vec4<f32>>(_e85) * _e45.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e65, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(_e73, (_e73 * in2_.wwww), vec4<bool>(true, true, true, false)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e56, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in3_, vec4<bool>(true, true, false, false)));
}
