struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
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
    let _e55 = consts[(_e4 + 6u)];
    let _e63 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e46.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e55.xyz)), vec4<bool>(false, true, false, false)), vec4<f32>(0f, 1f, 0.5f, 20f).wwww, vec4<bool>(false, false, true, true));
    let _e78 = vec4<f32>(1f, max(_e63.x, 0f), select(0f, pow(_e63.y, clamp(_e63.w, -128f, 128f)), ((_e63.x > 0f) && (_e63.y > 0f))), 1f);
    let _e79 = abs(in2_);
    let _e80 = _e79.xxxx;
    let _e81 = _e79.yyyy;
    let _e125 = consts[(_e4 + 7u)];
    let _e131 = consts[(_e4 + 8u)];
    let _e144 = consts[(_e4 + 256u)];
    let _e148 = consts[(_e4 + 257u)];
    return Output(select(_e42, ((_e42 * _e148) + (_e144 * _e42.wwww)), vec4<bool>(true, true, true, false)), saturate((_e78.yyyy * _e125)), saturate((_e78.zzzz * _e131)), ((((vec4<f32>(1f, (_e80.y * _e81.y), _e80.z, _e81.w) * (select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e79 >= vec4<f32>(0f, 1f, 0.5f, 20f).zzzz)) + -(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e79 < vec4<f32>(0f, 1f, 0.5f, 20f).zzzz))))) + select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(log2(abs(_e79.x))), vec4<bool>(true, false, false, false)), vec4((1f / _e79.y)), vec4<bool>(false, true, false, false)), vec4(inverseSqrt(abs(_e79.z))), vec4<bool>(false, false, true, false)), fract(_e79.wwww), vec4<bool>(false, false, false, true))) + vec4(exp2(_e79.z)).zzzz) + vec4(log2(abs(_e79.w))).zzzz));
}
