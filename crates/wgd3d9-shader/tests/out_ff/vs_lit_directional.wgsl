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
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec3<f32>, @location(3) in3_: vec3<f32>, @location(5) in5_: vec4<f32>, @location(7) in7_: vec2<f32>, @location(8) in8_: vec2<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e27 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e32 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e37 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e44 = consts[(_e13 + 0u)];
    let _e53 = consts[(_e13 + 14u)];
    let _e60 = consts[(_e13 + 1u)];
    let _e69 = consts[(_e13 + 15u)];
    let _e77 = consts[(_e13 + 2u)];
    let _e86 = consts[(_e13 + 16u)];
    let _e94 = consts[(_e13 + 3u)];
    let _e99 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e27, bitcast<vec4<f32>>(_e44))), vec4<bool>(true, false, false, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e60))), vec4<bool>(false, true, false, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e77))), vec4<bool>(false, false, true, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e94))), vec4<bool>(false, false, false, true));
    let _e103 = consts[(_e13 + 17u)];
    let _e111 = consts[(_e13 + 18u)];
    let _e121 = consts[(_e13 + 19u)];
    let _e131 = consts[(_e13 + 20u)];
    let _e138 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e32.xyz, bitcast<vec4<f32>>(_e111).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e32.xyz, bitcast<vec4<f32>>(_e121).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e32.xyz, bitcast<vec4<f32>>(_e131).xyz)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e139 = -(select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e27, bitcast<vec4<f32>>(_e53))), vec4<bool>(true, false, false, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e69))), vec4<bool>(false, true, false, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e86))), vec4<bool>(false, false, true, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e103))), vec4<bool>(false, false, false, true)));
    let _e144 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e139.xyz, _e139.xyz)), vec4<bool>(true, false, false, false));
    let _e147 = select(_e144, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e144, (_e144 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e160 = consts[(_e13 + 8u)];
    let _e165 = consts[(_e13 + 71u)];
    let _e166 = bitcast<vec4<f32>>(_e165);
    let _e170 = consts[(_e13 + 69u)];
    let _e181 = select((_e166 + vec4<f32>(0f, 0f, -1f, 0f)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e186 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e181.xyz, _e181.xyz)), vec4<bool>(true, false, false, false));
    let _e189 = select(_e186, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e186, (_e186 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e206 = consts[(_e13 + 13u)];
    let _e209 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e138.xyz, _e166.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e138.xyz, select(_e181, (_e181 * select(_e189, vec4(inverseSqrt(abs(_e189.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), bitcast<vec4<f32>>(_e206).xxxx, vec4<bool>(false, false, false, true));
    let _e222 = vec4<f32>(1f, max(_e209.x, 0f), select(0f, pow(_e209.y, clamp(_e209.w, -128f, 128f)), ((_e209.x > 0f) && (_e209.y > 0f))), 1f);
    let _e226 = select(_e222, (_e222 * vec4<f32>(1f, 1f, 1f, 1f).xxxx), vec4<bool>(false, true, true, false));
    let _e230 = consts[(_e13 + 67u)];
    let _e238 = consts[(_e13 + 68u)];
    let _e246 = consts[(_e13 + 10u)];
    let _e250 = consts[(_e13 + 12u)];
    let _e264 = consts[(_e13 + 11u)];
    let _e265 = bitcast<vec4<f32>>(_e264);
    let _e274 = consts[(_e13 + 26u)];
    let _e275 = bitcast<vec4<f32>>(_e274);
    let _e277 = select(vec4<f32>(0f, 0f, 0f, 0f), _e275.xxxx, vec4<bool>(true, false, false, false));
    let _e278 = _e277.xxxx;
    let _e279 = _e275.yyyy;
    let _e283 = select(_e277, select(_e279, _e278, (_e278 >= _e279)), vec4<bool>(true, false, false, false)).xxxx;
    let _e284 = _e275.zzzz;
    let _e291 = consts[(_e13 + 6u)];
    let _e296 = consts[(_e13 + 7u)];
    return Output(select(_e99, ((_e99 * bitcast<vec4<f32>>(_e296)) + (bitcast<vec4<f32>>(_e291) * _e99.wwww)), vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((((bitcast<vec4<f32>>(_e230) * _e226.yyyy) + vec4<f32>(0f, 0f, 0f, 0f)) * in5_) + select(vec4<f32>(0f, 0f, 0f, 0f), ((((bitcast<vec4<f32>>(_e170) * vec4<f32>(1f, 1f, 1f, 1f).xxxx) + bitcast<vec4<f32>>(_e160)) * bitcast<vec4<f32>>(_e246)) + bitcast<vec4<f32>>(_e250)), vec4<bool>(true, true, true, false)))), vec4<bool>(true, true, true, false)), saturate(in5_), vec4<bool>(false, false, false, true)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate((((bitcast<vec4<f32>>(_e238) * _e226.zzzz) + vec4<f32>(0f, 0f, 0f, 0f)) * _e265)), vec4<bool>(true, true, true, false)), saturate(_e265), vec4<bool>(false, false, false, true)), _e37, _e37, _e37, _e37, _e37, _e37, _e37, _e37, vec4<f32>(1f, 1f, 1f, 1f), (_e9 >> 12u));
}
