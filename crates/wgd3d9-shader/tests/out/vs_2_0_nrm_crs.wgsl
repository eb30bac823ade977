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
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e29 = consts[(_e4 + 2u)];
    let _e37 = consts[(_e4 + 3u)];
    let _e41 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e13)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e37)), vec4<bool>(false, false, false, true));
    let _e44 = dot(in1_.xyz, in1_.xyz);
    let _e52 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e44))), vec4<f32>(0f, 0f, 0f, 0f), (_e44 == 0f)), vec4<bool>(true, true, true, false));
    let _e55 = dot(in2_.xyz, in2_.xyz);
    let _e61 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in2_ * vec4(inverseSqrt(_e55))), vec4<f32>(0f, 0f, 0f, 0f), (_e55 == 0f)), vec4<bool>(true, true, true, false));
    let _e64 = cross(_e52.xyz, _e61.xyz);
    let _e69 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e64.x, _e64.y, _e64.z, 0f), vec4<bool>(true, true, true, false));
    let _e81 = consts[(_e4 + 256u)];
    let _e85 = consts[(_e4 + 257u)];
    return Output(select(_e41, ((_e41 * _e85) + (_e81 * _e41.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e61, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(_e69, (_e69 * in2_.wwww), vec4<bool>(true, true, true, false)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e52, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in3_, vec4<bool>(true, true, false, false)));
}
