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
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec3<f32>, @location(3) in3_: vec3<f32>, @location(5) in5_: vec4<f32>, @location(7) in7_: vec2<f32>, @location(8) in8_: vec2<f32>) -> Output {
    let _e4 = imm.vs;
    let _e18 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e23 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e28 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e36 = consts[(_e4 + 0u)];
    let _e45 = consts[(_e4 + 14u)];
    let _e53 = consts[(_e4 + 1u)];
    let _e62 = consts[(_e4 + 15u)];
    let _e70 = consts[(_e4 + 2u)];
    let _e79 = consts[(_e4 + 16u)];
    let _e87 = consts[(_e4 + 3u)];
    let _e92 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e18, bitcast<vec4<f32>>(_e36))), vec4<bool>(true, false, false, false)), vec4(dot(_e18, bitcast<vec4<f32>>(_e53))), vec4<bool>(false, true, false, false)), vec4(dot(_e18, bitcast<vec4<f32>>(_e70))), vec4<bool>(false, false, true, false)), vec4(dot(_e18, bitcast<vec4<f32>>(_e87))), vec4<bool>(false, false, false, true));
    let _e96 = consts[(_e4 + 17u)];
    let _e100 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e18, bitcast<vec4<f32>>(_e45))), vec4<bool>(true, false, false, false)), vec4(dot(_e18, bitcast<vec4<f32>>(_e62))), vec4<bool>(false, true, false, false)), vec4(dot(_e18, bitcast<vec4<f32>>(_e79))), vec4<bool>(false, false, true, false)), vec4(dot(_e18, bitcast<vec4<f32>>(_e96))), vec4<bool>(false, false, false, true));
    let _e104 = consts[(_e4 + 18u)];
    let _e114 = consts[(_e4 + 19u)];
    let _e124 = consts[(_e4 + 20u)];
    let _e132 = -(_e100);
    let _e137 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e132.xyz, _e132.xyz)), vec4<bool>(true, false, false, false));
    let _e140 = select(_e137, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e137, (_e137 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e154 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e100.xyz, _e100.xyz)), vec4<bool>(true, false, false, false));
    let _e159 = select(_e154, vec4(inverseSqrt(abs(_e154.x))), vec4<bool>(true, false, false, false));
    let _e168 = consts[(_e4 + 25u)];
    let _e172 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(_e159, vec4((1f / _e159.x)), vec4<bool>(true, false, false, false)).xxxx * bitcast<vec4<f32>>(_e168).zzzz), vec4<bool>(true, false, false, false));
    let _e176 = select(_e172, (_e172.xxxx * _e172.xxxx), vec4<bool>(true, false, false, false));
    let _e188 = consts[(_e4 + 26u)];
    let _e189 = bitcast<vec4<f32>>(_e188);
    let _e191 = select(vec4<f32>(0f, 0f, 0f, 0f), _e189.xxxx, vec4<bool>(true, false, false, false));
    let _e192 = _e191.xxxx;
    let _e193 = _e189.yyyy;
    let _e197 = select(_e191, select(_e193, _e192, (_e192 >= _e193)), vec4<bool>(true, false, false, false)).xxxx;
    let _e198 = _e189.zzzz;
    let _e205 = consts[(_e4 + 6u)];
    let _e210 = consts[(_e4 + 7u)];
    return Output(select(_e92, ((_e92 * bitcast<vec4<f32>>(_e210)) + (bitcast<vec4<f32>>(_e205) * _e92.wwww)), vec4<bool>(true, true, true, false)), in5_, vec4<f32>(0f, 0f, 0f, 0f), _e28, _e28, _e28, _e28, _e28, _e28, _e28, _e28, select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(exp2(select(_e176, (_e176.xxxx * vec4<f32>(-1.442695f, -1.442695f, -1.442695f, -1.442695f)), vec4<bool>(true, false, false, false)).x))), vec4<bool>(true, false, false, false)));
}
