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
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e15 = consts[(_e4 + 5u)];
    let _e23 = consts[(_e4 + 6u)];
    let _e31 = consts[(_e4 + 7u)];
    let _e38 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e15)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e31)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 1f, 0.5f, -0.5f).yyyy, vec4<bool>(false, false, false, true));
    let _e42 = consts[(_e4 + 0u)];
    let _e49 = consts[(_e4 + 1u)];
    let _e56 = consts[(_e4 + 2u)];
    let _e63 = consts[(_e4 + 3u)];
    let _e66 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e38, _e42)), vec4<bool>(true, false, false, false)), vec4(dot(_e38, _e49)), vec4<bool>(false, true, false, false)), vec4(dot(_e38, _e56)), vec4<bool>(false, false, true, false)), vec4(dot(_e38, _e63)), vec4<bool>(false, false, false, true));
    let _e81 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e15.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e23.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in1_.xyz, _e31.xyz)), vec4<bool>(false, false, true, false));
    let _e84 = dot(_e81.xyz, _e81.xyz);
    let _e92 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e81 * vec4(inverseSqrt(_e84))), vec4<f32>(0f, 0f, 0f, 0f), (_e84 == 0f)), vec4<bool>(true, true, true, false));
    let _e107 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, _e15.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, _e23.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, _e31.xyz)), vec4<bool>(false, false, true, false));
    let _e110 = dot(_e107.xyz, _e107.xyz);
    let _e122 = consts[(_e4 + 20u)];
    let _e128 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e66.wwww < _e122)), vec4<bool>(true, true, false, false));
    let _e132 = consts[(_e4 + 16u)];
    let _e139 = consts[(_e4 + 17u)];
    let _e146 = consts[(_e4 + 18u)];
    let _e153 = consts[(_e4 + 19u)];
    let _e156 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e38, _e132)), vec4<bool>(true, false, false, false)), vec4(dot(_e38, _e139)), vec4<bool>(false, true, false, false)), vec4(dot(_e38, _e146)), vec4<bool>(false, false, true, false)), vec4(dot(_e38, _e153)), vec4<bool>(false, false, false, true));
    let _e160 = consts[(_e4 + 12u)];
    let _e166 = select(_e156, select(_e156, vec4(dot(_e38, _e160)), (_e128.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e170 = consts[(_e4 + 13u)];
    let _e176 = select(_e166, select(_e166, vec4(dot(_e38, _e170)), (_e128.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e180 = consts[(_e4 + 14u)];
    let _e186 = select(_e176, select(_e176, vec4(dot(_e38, _e180)), (_e128.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    let _e190 = consts[(_e4 + 15u)];
    let _e196 = select(_e186, select(_e186, vec4(dot(_e38, _e190)), (_e128.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    let _e200 = consts[(_e4 + 8u)];
    let _e206 = select(_e196, select(_e196, vec4(dot(_e38, _e200)), (_e128.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e210 = consts[(_e4 + 9u)];
    let _e216 = select(_e206, select(_e206, vec4(dot(_e38, _e210)), (_e128.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e220 = consts[(_e4 + 10u)];
    let _e226 = select(_e216, select(_e216, vec4(dot(_e38, _e220)), (_e128.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    let _e230 = consts[(_e4 + 11u)];
    let _e236 = select(_e226, select(_e226, vec4(dot(_e38, _e230)), (_e128.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    let _e238 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 1f, 0.5f, -0.5f).yyyy, vec4<bool>(true, false, false, false));
    let _e243 = select(_e238, select(_e238, vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz, (_e128.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    let _e256 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e236.xxxx * vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz), vec4<bool>(true, false, false, false)), (_e236.yyyy * vec4<f32>(0f, 1f, 0.5f, -0.5f).wwww), vec4<bool>(false, true, false, false));
    let _e276 = consts[(_e4 + 24u)];
    let _e281 = consts[(_e4 + 23u)];
    let _e286 = consts[(_e4 + 22u)];
    let _e299 = consts[(_e4 + 21u)];
    let _e302 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e299 + -(_e38)), vec4<bool>(true, true, true, false));
    let _e312 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(inverseSqrt(abs(select(_e302, vec4(dot(_e302.xyz, _e302.xyz)), vec4<bool>(false, false, false, true)).w))), vec4<bool>(true, false, false, false));
    let _e317 = select(_e312, vec4((1f / _e312.x)), vec4<bool>(false, true, false, false));
    let _e322 = consts[(_e4 + 25u)];
    let _e326 = select(_e317, (_e317.yyyy + -(_e322.xxxx)), vec4<bool>(false, false, true, false));
    let _e335 = consts[(_e4 + 26u)];
    let _e347 = consts[(_e4 + 256u)];
    let _e351 = consts[(_e4 + 257u)];
    return Output(select(_e66, ((_e66 * _e351) + (_e347 * _e66.wwww)), vec4<bool>(true, true, true, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), ((in2_ * _e335) + _e335.zwzw), vec4<bool>(true, true, false, false)), select(_e243, select(_e243, vec4<f32>(0f, 1f, 0.5f, -0.5f).xxxx, (_e128.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false)).xxxx, vec4<bool>(false, false, true, false)), select(_e326, saturate((_e326.zzzz * _e322.yyyy)), vec4<bool>(false, false, true, false)).zzzz, vec4<bool>(false, false, false, true)), select(select(select(_e256, ((_e236.wwww * vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz) + _e256), vec4<bool>(true, true, false, false)), _e236.zzzz, vec4<bool>(false, false, true, false)), _e236.wwww, vec4<bool>(false, false, false, true)), select(vec4<f32>(0f, 0f, 0f, 0f), _e92, vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), select((_e107 * vec4(inverseSqrt(_e110))), vec4<f32>(0f, 0f, 0f, 0f), (_e110 == 0f)), vec4<bool>(true, true, true, false)), vec4<bool>(true, true, true, false)), select(mix(_e276, _e281, select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((_e92.yyyy * vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz) + vec4<f32>(0f, 1f, 0.5f, -0.5f).zzzz)), vec4<bool>(true, false, false, false)).xxxx), select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e92.xyz, -(_e286).xyz))), vec4<bool>(true, false, false, false)).xxxx, vec4<bool>(false, false, false, true)));
}
