struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
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
    let _e45 = consts[(_e4 + 4u)];
    let _e54 = consts[(_e4 + 5u)];
    let _e63 = consts[(_e4 + 6u)];
    let _e68 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e45.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e54.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e63.xyz)), vec4<bool>(false, false, true, false));
    let _e86 = cross(_e68.xyz, select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in2_.xyz, _e45.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in2_.xyz, _e54.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in2_.xyz, _e63.xyz)), vec4<bool>(false, false, true, false)).xyz);
    let _e93 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e86.x, _e86.y, _e86.z, 0f), vec4<bool>(true, true, true, false));
    let _e97 = consts[(_e4 + 8u)];
    let _e106 = consts[(_e4 + 9u)];
    let _e115 = consts[(_e4 + 10u)];
    let _e124 = consts[(_e4 + 11u)];
    let _e133 = consts[(_e4 + 12u)];
    let _e142 = consts[(_e4 + 13u)];
    let _e155 = consts[(_e4 + 256u)];
    let _e159 = consts[(_e4 + 257u)];
    return Output(select(_e41, ((_e41 * _e159) + (_e155 * _e41.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, _e97.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, _e106.xyz)), vec4<bool>(false, true, false, false)), vec4<bool>(true, true, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e68, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e93, vec4<bool>(true, true, true, false)), select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e93.xyz, _e115.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e93.xyz, _e124.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e93.xyz, _e133.xyz)), vec4<bool>(false, false, true, false)), vec4(dot(_e93.xyz, _e142.xyz)), vec4<bool>(false, false, false, true)));
}
