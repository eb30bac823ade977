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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e12 = (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx);
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ > vec4<f32>(3f, 1f, 0f, 0f).zzzz)), vec4<bool>(true, true, false, false));
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e12) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e12)), vec4<bool>(true, true, false, false));
    let _e26 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e30 = (i32(_e25.x) + 20i);
    let _e36 = consts[(_e4 + min(u32(_e30), 265u))];
    let _e47 = (i32(_e25.x) + 21i);
    let _e52 = consts[(_e4 + min(u32(_e47), 265u))];
    let _e62 = (i32(_e25.x) + 22i);
    let _e67 = consts[(_e4 + min(u32(_e62), 265u))];
    let _e73 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e36, vec4<f32>(3f, 1f, 0f, 0f), (_e30 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e52, vec4<f32>(3f, 1f, 0f, 0f), (_e47 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e67, vec4<f32>(3f, 1f, 0f, 0f), (_e62 == 4i)))), vec4<bool>(false, false, true, false));
    let _e77 = select(_e73, (_e73 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e80 = (i32(_e25.y) + 20i);
    let _e85 = consts[(_e4 + min(u32(_e80), 265u))];
    let _e93 = select(_e26, select(_e26, vec4(dot(in0_, select(_e85, vec4<f32>(3f, 1f, 0f, 0f), (_e80 == 4i)))), (_e18.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e96 = (i32(_e25.y) + 21i);
    let _e101 = consts[(_e4 + min(u32(_e96), 265u))];
    let _e109 = select(_e93, select(_e93, vec4(dot(in0_, select(_e101, vec4<f32>(3f, 1f, 0f, 0f), (_e96 == 4i)))), (_e18.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e112 = (i32(_e25.y) + 22i);
    let _e117 = consts[(_e4 + min(u32(_e112), 265u))];
    let _e135 = select(select(_e77, select(_e77, ((select(_e109, select(_e109, vec4(dot(in0_, select(_e117, vec4<f32>(3f, 1f, 0f, 0f), (_e112 == 4i)))), (_e18.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false)) * in1_.yyyy) + _e77), (_e18.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e139 = consts[(_e4 + 0u)];
    let _e146 = consts[(_e4 + 1u)];
    let _e153 = consts[(_e4 + 2u)];
    let _e160 = consts[(_e4 + 3u)];
    let _e163 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e135, _e139)), vec4<bool>(true, false, false, false)), vec4(dot(_e135, _e146)), vec4<bool>(false, true, false, false)), vec4(dot(_e135, _e153)), vec4<bool>(false, false, true, false)), vec4(dot(_e135, _e160)), vec4<bool>(false, false, false, true));
    let _e168 = consts[(_e4 + 256u)];
    let _e172 = consts[(_e4 + 257u)];
    return Output(select(_e163, ((_e163 * _e172) + (_e168 * _e163.wwww)), vec4<bool>(true, true, true, false)), saturate(in1_));
}
