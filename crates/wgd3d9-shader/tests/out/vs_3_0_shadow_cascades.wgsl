struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
    @location(8) out5_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e15 = consts[(_e4 + 5u)];
    let _e16 = bitcast<vec4<f32>>(_e15);
    let _e24 = consts[(_e4 + 6u)];
    let _e25 = bitcast<vec4<f32>>(_e24);
    let _e33 = consts[(_e4 + 7u)];
    let _e34 = bitcast<vec4<f32>>(_e33);
    let _e41 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e16)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e25)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e34)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 1f, 0.5f, -0.5f).yyyy, vec4<bool>(false, false, false, true));
    let _e45 = consts[(_e4 + 0u)];
    let _e53 = consts[(_e4 + 1u)];
    let _e61 = consts[(_e4 + 2u)];
    let _e69 = consts[(_e4 + 3u)];
    let _e73 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e41, bitcast<vec4<f32>>(_e45))), vec4<bool>(true, false, false, false)), vec4(dot(_e41, bitcast<vec4<f32>>(_e53))), vec4<bool>(false, true, false, false)), vec4(dot(_e41, bitcast<vec4<f32>>(_e61))), vec4<bool>(false, false, true, false)), vec4(dot(_e41, bitcast<vec4<f32>>(_e69))), vec4<bool>(false, false, false, true));
    let _e88 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e16.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e25.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e34.xyz)), vec4<bool>(false, false, true, false));
    let _e91 = dot(_e88.xyz, _e88.xyz);
    let _e99 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e88 * vec4(inverseSqrt(_e91))), vec4<f32>(0f, 0f, 0f, 0f), (_e91 == 0f)), vec4<bool>(true, true, true, false));
    let _e114 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, _e16.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, _e25.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, _e34.xyz)), vec4<bool>(false, false, true, false));
    let _e117 = dot(_e114.xyz, _e114.xyz);
    let _e129 = consts[(_e4 + 20u)];
    let _e136 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e73.wwww < bitcast<vec4<f32>>(_e129))), vec4<bool>(true, true, false, false));
    let _e140 = consts[(_e4 + 16u)];
    let _e148 = consts[(_e4 + 17u)];
    let _e156 = consts[(_e4 + 18u)];
    let _e164 = consts[(_e4 + 19u)];
    let _e168 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e41, bitcast<vec4<f32>>(_e140))), vec4<bool>(true, false, false, false)), vec4(dot(_e41, bitcast<vec4<f32>>(_e148))), vec4<bool>(false, true, false, false)), vec4(dot(_e41, bitcast<vec4<f32>>(_e156))), vec4<bool>(false, false, true, false)), vec4(dot(_e41, bitcast<vec4<f32>>(_e164))), vec4<bool>(false, false, false, true));
    let _e172 = consts[(_e4 + 12u)];
    let _e179 = select(_e168, select(_e168, vec4(dot(_e41, bitcast<vec4<f32>>(_e172))), (_e136.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e183 = consts[(_e4 + 13u)];
    let _e190 = select(_e179, select(_e179, vec4(dot(_e41, bitcast<vec4<f32>>(_e183))), (_e136.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e194 = consts[(_e4 + 14u)];
    let _e201 = select(_e190, select(_e190, vec4(dot(_e41, bitcast<vec4<f32>>(_e194))), (_e136.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    let _e205 = consts[(_e4 + 15u)];
    let _e212 = select(_e201, select(_e201, vec4(dot(_e41, bitcast<vec4<f32>>(_e205))), (_e136.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    let _e216 = consts[(_e4 + 8u)];
    let _e223 = select(_e212, select(_e212, vec4(dot(_e41, bitcast<vec4<f32>>(_e216))), (_e136.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e227 = consts[(_e4 + 9u)];
    let _e234 = select(_e223, select(_e223, vec4(dot(_e41, bitcast<vec4<f32>>(_e227))), (_e136.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e238 = consts[(_e4 + 10u)];
    let _e245 = select(_e234, select(_e234, vec4(dot(_e41, bitcast<vec4<f32>>(_e238))), (_e136.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    let _e249 = consts[(_e4 + 11u)];
    let _e256 = select(_e245, select(_e245, vec4(dot(_e41, bitcast<vec4<f32>>(_e249))), (_e136.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    let _e258 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 1f, 0.5f, -0.5f).yyyy, vec4<bool>(true, false, false, false));
    let _e263 = select(_e258, select(_e258, vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz, (_e136.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e276 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e256.xxxx * vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz), vec4<bool>(true, false, false, false)), (_e256.yyyy * vec4<f32>(0f, 1f, 0.5f, -0.5f).wwww), vec4<bool>(false, true, false, false));
    let _e296 = consts[(_e4 + 24u)];
    let _e302 = consts[(_e4 + 23u)];
    let _e308 = consts[(_e4 + 22u)];
    let _e322 = consts[(_e4 + 21u)];
    let _e326 = select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e322) + -(_e41)), vec4<bool>(true, true, true, false));
    let _e336 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(select(_e326, vec4(dot(_e326.xyz, _e326.xyz)), vec4<bool>(false, false, false, true)).w))), vec4<bool>(true, false, false, false));
    let _e341 = select(_e336, vec4((1f / _e336.x)), vec4<bool>(false, true, false, false));
    let _e346 = consts[(_e4 + 25u)];
    let _e347 = bitcast<vec4<f32>>(_e346);
    let _e351 = select(_e341, (_e341.yyyy + -(_e347.xxxx)), vec4<bool>(false, false, true, false));
    let _e360 = consts[(_e4 + 26u)];
    let _e361 = bitcast<vec4<f32>>(_e360);
    let _e373 = consts[(_e4 + 256u)];
    let _e378 = consts[(_e4 + 257u)];
    return Output(select(_e73, ((_e73 * bitcast<vec4<f32>>(_e378)) + (bitcast<vec4<f32>>(_e373) * _e73.wwww)), vec4<bool>(true, true, true, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), ((in2_ * _e361) + _e361.zwzw), vec4<bool>(true, true, false, false)), select(_e263, select(_e263, vec4<f32>(0f, 1f, 0.5f, -0.5f).xxxx, (_e136.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false)).xxxx, vec4<bool>(false, false, true, false)), select(_e351, saturate((_e351.zzzz * _e347.yyyy)), vec4<bool>(false, false, true, false)).zzzz, vec4<bool>(false, false, false, true)), select(select(select(_e276, ((_e256.wwww * vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz) + _e276), vec4<bool>(true, true, false, false)), _e256.zzzz, vec4<bool>(false, false, true, false)), _e256.wwww, vec4<bool>(false, false, false, true)), select(vec4<f32>(0f, 0f, 0f, 0f), _e99, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), select((_e114 * vec4(inverseSqrt(_e117))), vec4<f32>(0f, 0f, 0f, 0f), (_e117 == 0f)), vec4<bool>(true, true, true, false)), vec4<bool>(true, true, true, false)), select(mix(bitcast<vec4<f32>>(_e296), bitcast<vec4<f32>>(_e302), select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e99.yyyy * vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz) + vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz)), vec4<bool>(true, false, false, false)).xxxx), select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e99.xyz, -(bitcast<vec4<f32>>(_e308)).xyz))), vec4<bool>(true, false, false, false)).xxxx, vec4<bool>(false, false, false, true)));
}
