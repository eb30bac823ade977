struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
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
    let _e42 = (in1_ * vec4<f32>(1f, 2f, 3f, 4f));
    let _e48 = (floor((abs(_e42) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e42));
    let _e52 = (i32(_e48.x) + 16i);
    let _e58 = consts[(_e4 + min(u32(_e52), 265u))];
    let _e65 = (i32(_e48.y) + 32i);
    let _e70 = consts[(_e4 + min(u32(_e65), 265u))];
    let _e77 = (i32(_e48.z) + 48i);
    let _e82 = consts[(_e4 + min(u32(_e77), 265u))];
    let _e89 = (i32(_e48.w) + 0i);
    let _e94 = consts[(_e4 + min(u32(_e89), 265u))];
    let _e98 = _e42.wwww;
    let _e108 = (i32(select(_e48, (floor((abs(_e98) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e98)), vec4<bool>(false, true, false, false)).y) + 64i);
    let _e113 = consts[(_e4 + min(u32(_e108), 265u))];
    let _e120 = consts[(_e4 + 256u)];
    let _e124 = consts[(_e4 + 257u)];
    return Output(select(_e41, ((_e41 * _e124) + (_e120 * _e41.wwww)), vec4<bool>(true, true, true, false)), ((((select(_e58, vec4<f32>(1f, 2f, 3f, 4f), (_e52 == 4i)) + select(_e70, vec4<f32>(1f, 2f, 3f, 4f), (_e65 == 4i))) + select(_e82, vec4<f32>(1f, 2f, 3f, 4f), (_e77 == 4i))) + select(_e94, vec4<f32>(1f, 2f, 3f, 4f), (_e89 == 4i))) + select(_e113, vec4<f32>(1f, 2f, 3f, 4f), (_e108 == 4i))));
}
