struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e11 = textureSample(t0_, s0_, in0_.xy);
    let _e12 = in1_.xyz;
    let _e13 = in1_.xyz;
    let _e15 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e19 = select((_e12 * _e13), _e15, ((_e12 == _e15) | (_e13 == _e15)));
    let _e24 = ((_e19.x + _e19.y) + _e19.z);
    let _e36 = consts[(_e4 + 0u)];
    let _e38 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e24))), vec4<f32>(0f, 0f, 0f, 0f), (_e24 == 0f)), vec4<bool>(true, true, true, false)).xyz;
    let _e39 = bitcast<vec4<f32>>(_e36).xyz;
    let _e41 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e45 = select((_e38 * _e39), _e41, ((_e38 == _e41) | (_e39 == _e41)));
    let _e55 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e45.x + _e45.y) + _e45.z))), vec4<bool>(true, false, false, false)).xxxx;
    let _e61 = select(_e11, select((_e11 * _e55), vec4<f32>(0f, 0f, 0f, 0f), ((_e11 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e55 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e65 = consts[(_e4 + 1u)];
    let _e66 = bitcast<vec4<f32>>(_e65);
    let _e72 = select(_e61, select((_e61 * _e66), vec4<f32>(0f, 0f, 0f, 0f), ((_e61 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e66 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e76 = consts[(_e4 + 2u)];
    return Output(select(_e72, (_e72 + bitcast<vec4<f32>>(_e76)), vec4<bool>(true, true, true, false)));
}
