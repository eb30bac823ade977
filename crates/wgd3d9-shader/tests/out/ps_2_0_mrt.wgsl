struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(2) out2_: vec4<f32>,
    @location(3) out3_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e13 = textureSample(t0_, s0_, in0_.xy);
    let _e14 = in1_.xyz;
    let _e15 = in1_.xyz;
    let _e17 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e21 = select((_e14 * _e15), _e17, ((_e14 == _e17) | (_e15 == _e17)));
    let _e26 = ((_e21.x + _e21.y) + _e21.z);
    let _e34 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e26))), vec4<f32>(0f, 0f, 0f, 0f), (_e26 == 0f)), vec4<bool>(true, true, true, false));
    let _e35 = vec4<f32>(0.5f, 0f, 0f, 1f).xxxx;
    let _e50 = consts[(_e4 + 1u)];
    return Output(_e13, select(select(_e34, (select((_e34 * _e35), vec4<f32>(0f, 0f, 0f, 0f), ((_e34 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e35 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.5f, 0f, 0f, 1f).xxxx), vec4<bool>(true, true, true, false)), vec4<f32>(0.5f, 0f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)), in2_, bitcast<vec4<f32>>(_e50));
}
