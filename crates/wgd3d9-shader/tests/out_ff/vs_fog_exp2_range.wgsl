struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
    @location(1) out4_: vec4<f32>,
    @location(2) out5_: vec4<f32>,
    @location(3) out6_: vec4<f32>,
    @location(4) out7_: vec4<f32>,
    @location(5) out8_: vec4<f32>,
    @location(6) out9_: vec4<f32>,
    @location(7) out10_: vec4<f32>,
    @location(10) out11_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec3<f32>, @location(3) in3_: vec3<f32>, @location(5) in5_: vec4<f32>, @location(7) in7_: vec2<f32>, @location(8) in8_: vec2<f32>) -> Output {
    let _e4 = imm.vs;
    let _e18 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e23 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e28 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e36 = consts[(_e4 + 0u)];
    let _e44 = consts[(_e4 + 14u)];
    let _e51 = consts[(_e4 + 1u)];
    let _e59 = consts[(_e4 + 15u)];
    let _e66 = consts[(_e4 + 2u)];
    let _e74 = consts[(_e4 + 16u)];
    let _e81 = consts[(_e4 + 3u)];
    let _e85 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e18, _e36)), vec4<bool>(true, false, false, false)), vec4(dot(_e18, _e51)), vec4<bool>(false, true, false, false)), vec4(dot(_e18, _e66)), vec4<bool>(false, false, true, false)), vec4(dot(_e18, _e81)), vec4<bool>(false, false, false, true));
    let _e89 = consts[(_e4 + 17u)];
    let _e92 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e18, _e44)), vec4<bool>(true, false, false, false)), vec4(dot(_e18, _e59)), vec4<bool>(false, true, false, false)), vec4(dot(_e18, _e74)), vec4<bool>(false, false, true, false)), vec4(dot(_e18, _e89)), vec4<bool>(false, false, false, true));
    let _e96 = consts[(_e4 + 18u)];
    let _e105 = consts[(_e4 + 19u)];
    let _e114 = consts[(_e4 + 20u)];
    let _e121 = -(_e92);
    let _e126 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e121.xyz, _e121.xyz)), vec4<bool>(true, false, false, false));
    let _e129 = select(_e126, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e126, (_e126 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e143 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e92.xyz, _e92.xyz)), vec4<bool>(true, false, false, false));
    let _e148 = select(_e143, vec4(inverseSqrt(abs(_e143.x))), vec4<bool>(true, false, false, false));
    let _e157 = consts[(_e4 + 25u)];
    let _e160 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(_e148, vec4((1f / _e148.x)), vec4<bool>(true, false, false, false)).xxxx * _e157.zzzz), vec4<bool>(true, false, false, false));
    let _e164 = select(_e160, (_e160.xxxx * _e160.xxxx), vec4<bool>(true, false, false, false));
    let _e176 = consts[(_e4 + 26u)];
    let _e178 = select(vec4<f32>(0f, 0f, 0f, 0f), _e176.xxxx, vec4<bool>(true, false, false, false));
    let _e179 = _e178.xxxx;
    let _e180 = _e176.yyyy;
    let _e184 = select(_e178, select(_e180, _e179, (_e179 >= _e180)), vec4<bool>(true, false, false, false)).xxxx;
    let _e185 = _e176.zzzz;
    let _e192 = consts[(_e4 + 6u)];
    let _e196 = consts[(_e4 + 7u)];
    return Output(select(_e85, ((_e85 * _e196) + (_e192 * _e85.wwww)), vec4<bool>(true, true, true, false)), in5_, vec4<f32>(0f, 0f, 0f, 0f), _e28, _e28, _e28, _e28, _e28, _e28, _e28, _e28, select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(exp2(select(_e164, (_e164.xxxx * vec4<f32>(-1.442695f, -1.442695f, -1.442695f, -1.442695f)), vec4<bool>(true, false, false, false)).x))), vec4<bool>(true, false, false, false)));
}
