struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e16 = textureSample(t0_, s0_, in0_.xy);
    let _e21 = textureSample(t0_, s0_, select(vec4<f32>(0f, 0f, 0f, 0f), in0_.wzyx, vec4<bool>(true, true, false, false)).xy);
    let _e24 = select(_e16, (_e16 + _e21), vec4<bool>(true, true, true, false));
    let _e25 = vec4<f32>(2f, -1f, 0.03f, 1f).xxxx;
    let _e34 = select(_e24, (select((_e24 * _e25), vec4<f32>(0f, 0f, 0f, 0f), ((_e24 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e25 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(vec4<f32>(2f, -1f, 0.03f, 1f).xxxx)), vec4<bool>(true, true, true, false));
    let _e35 = _e34.xyz;
    let _e36 = _e34.xyz;
    let _e38 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e42 = select((_e35 * _e36), _e38, ((_e35 == _e38) | (_e36 == _e38)));
    let _e47 = ((_e42.x + _e42.y) + _e42.z);
    let _e54 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e34 * vec4(inverseSqrt(_e47))), vec4<f32>(0f, 0f, 0f, 0f), (_e47 == 0f)), vec4<bool>(true, true, true, false));
    let _e60 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / in1_.w)), vec4<bool>(false, false, false, true));
    let _e61 = _e60.wwww;
    let _e67 = select(_e60, select((in1_ * _e61), vec4<f32>(0f, 0f, 0f, 0f), ((in1_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e61 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false));
    let _e68 = vec4<f32>(2f, -1f, 0.03f, 1f).zzzz;
    let _e77 = textureSample(t1_, s1_, select(_e67, (select((_e54 * _e68), vec4<f32>(0f, 0f, 0f, 0f), ((_e54 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e68 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e67), vec4<bool>(true, true, false, false)).xy);
    let _e78 = in2_.xyz;
    let _e79 = in2_.xyz;
    let _e81 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e85 = select((_e78 * _e79), _e81, ((_e78 == _e81) | (_e79 == _e81)));
    let _e90 = ((_e85.x + _e85.y) + _e85.z);
    let _e97 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in2_ * vec4(inverseSqrt(_e90))), vec4<f32>(0f, 0f, 0f, 0f), (_e90 == 0f)), vec4<bool>(true, true, true, false)).xyz;
    let _e98 = _e54.xyz;
    let _e100 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e104 = select((_e97 * _e98), _e100, ((_e97 == _e100) | (_e98 == _e100)));
    let _e113 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e104.x + _e104.y) + _e104.z))), vec4<bool>(true, false, false, false));
    let _e118 = select(_e113, (vec4<f32>(2f, -1f, 0.03f, 1f).wwww + -(_e113.xxxx)), vec4<bool>(true, false, false, false));
    let _e119 = _e118.xxxx;
    let _e120 = _e118.xxxx;
    let _e127 = select(_e118, select((_e119 * _e120), vec4<f32>(0f, 0f, 0f, 0f), ((_e119 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e120 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, true, false, false));
    let _e128 = _e127.yyyy;
    let _e129 = _e127.yyyy;
    let _e135 = select(_e127, select((_e128 * _e129), vec4<f32>(0f, 0f, 0f, 0f), ((_e128 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e129 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, true, false, false));
    let _e136 = _e135.yyyy;
    let _e137 = _e135.xxxx;
    let _e143 = select(_e135, select((_e136 * _e137), vec4<f32>(0f, 0f, 0f, 0f), ((_e136 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e137 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e152 = consts[(_e4 + 2u)];
    return Output(mix(bitcast<vec4<f32>>(_e152), _e77, select(_e143, saturate((_e143.xxxx + vec4<f32>(0.02f, 0f, 0f, 0f).xxxx)), vec4<bool>(true, false, false, false)).xxxx));
}
