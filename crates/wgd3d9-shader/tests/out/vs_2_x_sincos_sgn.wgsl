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
    let _e13 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e29 = consts[(_e4 + 2u)];
    let _e37 = consts[(_e4 + 3u)];
    let _e41 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e13)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e37)), vec4<bool>(false, false, false, true));
    let _e54 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(in1_.x), sin(in1_.x), 0f, 0f), vec4<bool>(true, false, false, false)), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(in1_.y), sin(in1_.y), 0f, 0f), vec4<bool>(false, true, false, false)).yyyy, vec4<bool>(false, true, false, false));
    let _e64 = consts[(_e4 + 256u)];
    let _e68 = consts[(_e4 + 257u)];
    return Output(select(_e41, ((_e41 * _e68) + (_e64 * _e41.wwww)), vec4<bool>(true, true, true, false)), select(_e54, (sign(in1_).xyxy * _e54.xyxy), vec4<bool>(false, false, true, true)));
}
