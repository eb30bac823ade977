enable clip_distances;

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
    @builtin(clip_distances) clip_distances: array<f32, 2>,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec3<f32>, @location(4) in4_: f32) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e27 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e32 = consts[(_e13 + 0u)];
    let _e41 = consts[(_e13 + 14u)];
    let _e48 = consts[(_e13 + 1u)];
    let _e57 = consts[(_e13 + 15u)];
    let _e65 = consts[(_e13 + 2u)];
    let _e74 = consts[(_e13 + 16u)];
    let _e82 = consts[(_e13 + 3u)];
    let _e87 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e27, bitcast<vec4<f32>>(_e32))), vec4<bool>(true, false, false, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e48))), vec4<bool>(false, true, false, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e65))), vec4<bool>(false, false, true, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e82))), vec4<bool>(false, false, false, true));
    let _e91 = consts[(_e13 + 17u)];
    let _e95 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e27, bitcast<vec4<f32>>(_e41))), vec4<bool>(true, false, false, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e57))), vec4<bool>(false, true, false, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e74))), vec4<bool>(false, false, true, false)), vec4(dot(_e27, bitcast<vec4<f32>>(_e91))), vec4<bool>(false, false, false, true));
    let _e99 = consts[(_e13 + 18u)];
    let _e109 = consts[(_e13 + 19u)];
    let _e119 = consts[(_e13 + 20u)];
    let _e127 = -(_e95);
    let _e132 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e127.xyz, _e127.xyz)), vec4<bool>(true, false, false, false));
    let _e135 = select(_e132, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e132, (_e132 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e148 = consts[(_e13 + 61u)];
    let _e156 = consts[(_e13 + 62u)];
    let _e162 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(in4_, 0f, 0f, 1f).xxxx, vec4<bool>(true, false, false, false));
    let _e172 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e95.xyz, _e95.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e95.xyz, _e95.xyz)), vec4<bool>(false, true, false, false));
    let _e177 = select(_e172, vec4(inverseSqrt(abs(_e172.y))), vec4<bool>(false, true, false, false));
    let _e183 = select(select(select(_e177, vec4((1f / _e177.y)), vec4<bool>(false, true, false, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, true, false));
    let _e187 = consts[(_e13 + 27u)];
    let _e191 = select(_e183, vec4(dot(_e183, bitcast<vec4<f32>>(_e187))), vec4<bool>(true, false, false, false));
    let _e200 = select(_e162, (_e162.xxxx * select(_e191, vec4(inverseSqrt(abs(_e191.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, false, false, false));
    let _e205 = consts[(_e13 + 26u)];
    let _e206 = bitcast<vec4<f32>>(_e205);
    let _e209 = select(_e200, (_e200.xxxx * _e206.wwww), vec4<bool>(true, false, false, false));
    let _e210 = _e209.xxxx;
    let _e211 = _e206.yyyy;
    let _e215 = select(_e209, select(_e211, _e210, (_e210 >= _e211)), vec4<bool>(true, false, false, false)).xxxx;
    let _e216 = _e206.zzzz;
    let _e223 = consts[(_e13 + 6u)];
    let _e228 = consts[(_e13 + 7u)];
    return Output(select(_e87, ((_e87 * bitcast<vec4<f32>>(_e228)) + (bitcast<vec4<f32>>(_e223) * _e87.wwww)), vec4<bool>(true, true, true, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e9 >> 12u), array<f32, 2>(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e95, bitcast<vec4<f32>>(_e148))), vec4<bool>(true, false, false, false)).x, select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e95, bitcast<vec4<f32>>(_e156))), vec4<bool>(true, false, false, false)).x));
}
