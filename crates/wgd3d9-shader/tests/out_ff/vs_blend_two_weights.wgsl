struct Immediates {
    indices: u32,
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
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec3<f32>, @location(1) in1_: f32, @location(3) in3_: vec3<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e27 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e29 = vec4<f32>(in1_, 0f, 0f, 1f);
    let _e34 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e39 = select(vec4<f32>(1f, 1f, 1f, 1f), (vec4<f32>(1f, 1f, 1f, 1f) + -(_e29.xxxx)), vec4<bool>(true, false, false, false));
    let _e43 = consts[(_e13 + 123u)];
    let _e44 = bitcast<vec4<f32>>(_e43);
    let _e51 = consts[(_e13 + 124u)];
    let _e52 = bitcast<vec4<f32>>(_e51);
    let _e60 = consts[(_e13 + 125u)];
    let _e61 = bitcast<vec4<f32>>(_e60);
    let _e69 = consts[(_e13 + 126u)];
    let _e95 = select(vec4<f32>(0f, 0f, 0f, 0f), (select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e34.xyz, _e44.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e34.xyz, _e52.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e34.xyz, _e61.xyz)), vec4<bool>(false, false, true, false)) * _e29.xxxx), vec4<bool>(true, true, true, false));
    let _e99 = consts[(_e13 + 127u)];
    let _e100 = bitcast<vec4<f32>>(_e99);
    let _e107 = consts[(_e13 + 128u)];
    let _e108 = bitcast<vec4<f32>>(_e107);
    let _e115 = consts[(_e13 + 129u)];
    let _e116 = bitcast<vec4<f32>>(_e115);
    let _e123 = consts[(_e13 + 130u)];
    let _e145 = ((select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e27, _e100)), vec4<bool>(true, false, false, false)), vec4(dot(_e27, _e108)), vec4<bool>(false, true, false, false)), vec4(dot(_e27, _e116)), vec4<bool>(false, false, true, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e123))), vec4<bool>(false, false, false, true)) * _e39.xxxx) + (select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e27, _e44)), vec4<bool>(true, false, false, false)), vec4(dot(_e27, _e52)), vec4<bool>(false, true, false, false)), vec4(dot(_e27, _e61)), vec4<bool>(false, false, true, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e69))), vec4<bool>(false, false, false, true)) * _e29.xxxx));
    let _e153 = consts[(_e13 + 21u)];
    let _e161 = consts[(_e13 + 22u)];
    let _e169 = consts[(_e13 + 23u)];
    let _e177 = consts[(_e13 + 24u)];
    let _e181 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e145, bitcast<vec4<f32>>(_e153))), vec4<bool>(true, false, false, false)), vec4(dot(_e145, bitcast<vec4<f32>>(_e161))), vec4<bool>(false, true, false, false)), vec4(dot(_e145, bitcast<vec4<f32>>(_e169))), vec4<bool>(false, false, true, false)), vec4(dot(_e145, bitcast<vec4<f32>>(_e177))), vec4<bool>(false, false, false, true));
    let _e183 = -(_e145);
    let _e188 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e183.xyz, _e183.xyz)), vec4<bool>(true, false, false, false));
    let _e191 = select(_e188, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e188, (_e188 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e203 = consts[(_e13 + 26u)];
    let _e204 = bitcast<vec4<f32>>(_e203);
    let _e206 = select(vec4<f32>(0f, 0f, 0f, 0f), _e204.xxxx, vec4<bool>(true, false, false, false));
    let _e207 = _e206.xxxx;
    let _e208 = _e204.yyyy;
    let _e212 = select(_e206, select(_e208, _e207, (_e207 >= _e208)), vec4<bool>(true, false, false, false)).xxxx;
    let _e213 = _e204.zzzz;
    let _e220 = consts[(_e13 + 6u)];
    let _e225 = consts[(_e13 + 7u)];
    return Output(select(_e181, ((_e181 * bitcast<vec4<f32>>(_e225)) + (bitcast<vec4<f32>>(_e220) * _e181.wwww)), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e9 >> 12u));
}
