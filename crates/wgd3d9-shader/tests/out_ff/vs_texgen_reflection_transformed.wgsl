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
    let _e20 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e25 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e30 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e38 = consts[(_e4 + 0u)];
    let _e46 = consts[(_e4 + 14u)];
    let _e53 = consts[(_e4 + 1u)];
    let _e61 = consts[(_e4 + 15u)];
    let _e68 = consts[(_e4 + 2u)];
    let _e76 = consts[(_e4 + 16u)];
    let _e83 = consts[(_e4 + 3u)];
    let _e87 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e20, _e38)), vec4<bool>(true, false, false, false)), vec4(dot(_e20, _e53)), vec4<bool>(false, true, false, false)), vec4(dot(_e20, _e68)), vec4<bool>(false, false, true, false)), vec4(dot(_e20, _e83)), vec4<bool>(false, false, false, true));
    let _e91 = consts[(_e4 + 17u)];
    let _e98 = consts[(_e4 + 18u)];
    let _e107 = consts[(_e4 + 19u)];
    let _e116 = consts[(_e4 + 20u)];
    let _e122 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e25.xyz, _e98.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e25.xyz, _e107.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e25.xyz, _e116.xyz)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e123 = -(select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e20, _e46)), vec4<bool>(true, false, false, false)), vec4(dot(_e20, _e61)), vec4<bool>(false, true, false, false)), vec4(dot(_e20, _e76)), vec4<bool>(false, false, true, false)), vec4(dot(_e20, _e91)), vec4<bool>(false, false, false, true)));
    let _e128 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e123.xyz, _e123.xyz)), vec4<bool>(true, false, false, false));
    let _e131 = select(_e128, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e128, (_e128 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e140 = select(_e123, (_e123 * select(_e131, vec4(inverseSqrt(abs(_e131.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e145 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e140.xyz, _e122.xyz)), vec4<bool>(true, false, false, false));
    let _e156 = select(select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), ((select(_e145, (_e145.xxxx + _e145.xxxx), vec4<bool>(true, false, false, false)).xxxx * _e122) + -(_e140)), vec4<bool>(true, true, true, false)), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    let _e160 = consts[(_e4 + 29u)];
    let _e167 = consts[(_e4 + 30u)];
    let _e174 = consts[(_e4 + 31u)];
    let _e181 = consts[(_e4 + 32u)];
    let _e189 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e140.xyz, _e122.xyz)), vec4<bool>(true, false, false, false));
    let _e198 = select(vec4<f32>(0f, 0f, 0f, 0f), ((select(_e189, (_e189.xxxx + _e189.xxxx), vec4<bool>(true, false, false, false)).xxxx * _e122) + -(_e140)), vec4<bool>(true, true, true, false));
    let _e199 = (_e198 + vec4<f32>(0f, 0f, 1f, 0f));
    let _e204 = select(_e199, vec4(dot(_e199.xyz, _e199.xyz)), vec4<bool>(false, false, false, true));
    let _e219 = consts[(_e4 + 26u)];
    let _e221 = select(vec4<f32>(0f, 0f, 0f, 0f), _e219.xxxx, vec4<bool>(true, false, false, false));
    let _e222 = _e221.xxxx;
    let _e223 = _e219.yyyy;
    let _e227 = select(_e221, select(_e223, _e222, (_e222 >= _e223)), vec4<bool>(true, false, false, false)).xxxx;
    let _e228 = _e219.zzzz;
    let _e235 = consts[(_e4 + 6u)];
    let _e239 = consts[(_e4 + 7u)];
    return Output(select(_e87, ((_e87 * _e239) + (_e235 * _e87.wwww)), vec4<bool>(true, true, true, false)), in5_, vec4<f32>(0f, 0f, 0f, 0f), select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e156, _e160)), vec4<bool>(true, false, false, false)), vec4(dot(_e156, _e167)), vec4<bool>(false, true, false, false)), vec4(dot(_e156, _e174)), vec4<bool>(false, false, true, false)), vec4(dot(_e156, _e181)), vec4<bool>(false, false, false, true)), ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e198 * select(_e204, vec4(inverseSqrt(abs(_e204.w))), vec4<bool>(false, false, false, true)).wwww), vec4<bool>(true, true, false, false)) * vec4<f32>(0.5f, 0.5f, 0f, 0f)) + vec4<f32>(0.5f, 0.5f, 0f, 1f)), _e30, _e30, _e30, _e30, _e30, _e30, vec4<f32>(1f, 1f, 1f, 1f));
}
