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
    let _e17 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e22 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e27 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e35 = consts[(_e4 + 0u)];
    let _e43 = consts[(_e4 + 14u)];
    let _e50 = consts[(_e4 + 1u)];
    let _e58 = consts[(_e4 + 15u)];
    let _e65 = consts[(_e4 + 2u)];
    let _e73 = consts[(_e4 + 16u)];
    let _e80 = consts[(_e4 + 3u)];
    let _e84 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e17, _e35)), vec4<bool>(true, false, false, false)), vec4(dot(_e17, _e50)), vec4<bool>(false, true, false, false)), vec4(dot(_e17, _e65)), vec4<bool>(false, false, true, false)), vec4(dot(_e17, _e80)), vec4<bool>(false, false, false, true));
    let _e88 = consts[(_e4 + 17u)];
    let _e95 = consts[(_e4 + 18u)];
    let _e104 = consts[(_e4 + 19u)];
    let _e113 = consts[(_e4 + 20u)];
    let _e120 = -(select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e17, _e43)), vec4<bool>(true, false, false, false)), vec4(dot(_e17, _e58)), vec4<bool>(false, true, false, false)), vec4(dot(_e17, _e73)), vec4<bool>(false, false, true, false)), vec4(dot(_e17, _e88)), vec4<bool>(false, false, false, true)));
    let _e125 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e120.xyz, _e120.xyz)), vec4<bool>(true, false, false, false));
    let _e128 = select(_e125, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e125, (_e125 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e141 = consts[(_e4 + 26u)];
    let _e143 = select(vec4<f32>(0f, 0f, 0f, 0f), _e141.xxxx, vec4<bool>(true, false, false, false));
    let _e144 = _e143.xxxx;
    let _e145 = _e141.yyyy;
    let _e149 = select(_e143, select(_e145, _e144, (_e144 >= _e145)), vec4<bool>(true, false, false, false)).xxxx;
    let _e150 = _e141.zzzz;
    let _e157 = consts[(_e4 + 6u)];
    let _e161 = consts[(_e4 + 7u)];
    return Output(select(_e84, ((_e84 * _e161) + (_e157 * _e84.wwww)), vec4<bool>(true, true, true, false)), in5_, vec4<f32>(0f, 0f, 0f, 0f), _e27, _e27, _e27, _e27, _e27, _e27, _e27, _e27, vec4<f32>(1f, 1f, 1f, 1f));
}
