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
    let _e20 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e25 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e30 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e38 = consts[(_e4 + 0u)];
    let _e47 = consts[(_e4 + 14u)];
    let _e55 = consts[(_e4 + 1u)];
    let _e64 = consts[(_e4 + 15u)];
    let _e72 = consts[(_e4 + 2u)];
    let _e81 = consts[(_e4 + 16u)];
    let _e89 = consts[(_e4 + 3u)];
    let _e94 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e20, bitcast<vec4<f32>>(_e38))), vec4<bool>(true, false, false, false)), vec4(dot(_e20, bitcast<vec4<f32>>(_e55))), vec4<bool>(false, true, false, false)), vec4(dot(_e20, bitcast<vec4<f32>>(_e72))), vec4<bool>(false, false, true, false)), vec4(dot(_e20, bitcast<vec4<f32>>(_e89))), vec4<bool>(false, false, false, true));
    let _e98 = consts[(_e4 + 17u)];
    let _e106 = consts[(_e4 + 18u)];
    let _e116 = consts[(_e4 + 19u)];
    let _e126 = consts[(_e4 + 20u)];
    let _e133 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e25.xyz, bitcast<vec4<f32>>(_e106).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e25.xyz, bitcast<vec4<f32>>(_e116).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e25.xyz, bitcast<vec4<f32>>(_e126).xyz)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e134 = -(select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e20, bitcast<vec4<f32>>(_e47))), vec4<bool>(true, false, false, false)), vec4(dot(_e20, bitcast<vec4<f32>>(_e64))), vec4<bool>(false, true, false, false)), vec4(dot(_e20, bitcast<vec4<f32>>(_e81))), vec4<bool>(false, false, true, false)), vec4(dot(_e20, bitcast<vec4<f32>>(_e98))), vec4<bool>(false, false, false, true)));
    let _e139 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e134.xyz, _e134.xyz)), vec4<bool>(true, false, false, false));
    let _e142 = select(_e139, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e139, (_e139 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e151 = select(_e134, (_e134 * select(_e142, vec4(inverseSqrt(abs(_e142.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e156 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e151.xyz, _e133.xyz)), vec4<bool>(true, false, false, false));
    let _e167 = select(select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), ((select(_e156, (_e156.xxxx + _e156.xxxx), vec4<bool>(true, false, false, false)).xxxx * _e133) + -(_e151)), vec4<bool>(true, true, true, false)), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    let _e171 = consts[(_e4 + 29u)];
    let _e179 = consts[(_e4 + 30u)];
    let _e187 = consts[(_e4 + 31u)];
    let _e195 = consts[(_e4 + 32u)];
    let _e204 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e151.xyz, _e133.xyz)), vec4<bool>(true, false, false, false));
    let _e213 = select(vec4<f32>(0f, 0f, 0f, 0f), ((select(_e204, (_e204.xxxx + _e204.xxxx), vec4<bool>(true, false, false, false)).xxxx * _e133) + -(_e151)), vec4<bool>(true, true, true, false));
    let _e214 = (_e213 + vec4<f32>(0f, 0f, 1f, 0f));
    let _e219 = select(_e214, vec4(dot(_e214.xyz, _e214.xyz)), vec4<bool>(false, false, false, true));
    let _e234 = consts[(_e4 + 26u)];
    let _e235 = bitcast<vec4<f32>>(_e234);
    let _e237 = select(vec4<f32>(0f, 0f, 0f, 0f), _e235.xxxx, vec4<bool>(true, false, false, false));
    let _e238 = _e237.xxxx;
    let _e239 = _e235.yyyy;
    let _e243 = select(_e237, select(_e239, _e238, (_e238 >= _e239)), vec4<bool>(true, false, false, false)).xxxx;
    let _e244 = _e235.zzzz;
    let _e251 = consts[(_e4 + 6u)];
    let _e256 = consts[(_e4 + 7u)];
    return Output(select(_e94, ((_e94 * bitcast<vec4<f32>>(_e256)) + (bitcast<vec4<f32>>(_e251) * _e94.wwww)), vec4<bool>(true, true, true, false)), in5_, vec4<f32>(0f, 0f, 0f, 0f), select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e167, bitcast<vec4<f32>>(_e171))), vec4<bool>(true, false, false, false)), vec4(dot(_e167, bitcast<vec4<f32>>(_e179))), vec4<bool>(false, true, false, false)), vec4(dot(_e167, bitcast<vec4<f32>>(_e187))), vec4<bool>(false, false, true, false)), vec4(dot(_e167, bitcast<vec4<f32>>(_e195))), vec4<bool>(false, false, false, true)), ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e213 * select(_e219, vec4(inverseSqrt(abs(_e219.w))), vec4<bool>(false, false, false, true)).wwww), vec4<bool>(true, true, false, false)) * vec4<f32>(0.5f, 0.5f, 0f, 0f)) + vec4<f32>(0.5f, 0.5f, 0f, 1f)), _e30, _e30, _e30, _e30, _e30, _e30, vec4<f32>(1f, 1f, 1f, 1f));
}
