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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e19 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e21 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    let _e25 = textureSample(t0_, s0_, in0_.xy);
    if any(((_e25.wwww + -(vec4<f32>(0.33f, 48f, 3f, 0.5f).xxxx)) < vec4<f32>(0f, 0f, 0f, 0f))) {
        discard;
    }
    let _e33 = textureSample(t1_, s1_, in0_.xy);
    let _e38 = textureSample(t2_, s2_, select(vec4<f32>(0f, 0f, 0f, 0f), in0_.zwww, vec4<bool>(true, true, false, false)).xy);
    let _e40 = textureSample(t3_, s3_, in0_.xy);
    let _e45 = select(_e33, ((_e33 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e50 = select(_e38, ((_e38 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e57 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e45 + _e50), vec4<bool>(true, true, false, false)), (_e45.zzzz * _e50.zzzz), vec4<bool>(false, false, true, false));
    let _e60 = dot(_e57.xyz, _e57.xyz);
    let _e67 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e57 * vec4(inverseSqrt(_e60))), vec4<f32>(0f, 0f, 0f, 0f), (_e60 == 0f)), vec4<bool>(true, true, true, false));
    let _e70 = dot(_e19.xyz, _e19.xyz);
    let _e76 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e19 * vec4(inverseSqrt(_e70))), vec4<f32>(0f, 0f, 0f, 0f), (_e70 == 0f)), vec4<bool>(true, true, true, false));
    let _e79 = dot(_e21.xyz, _e21.xyz);
    let _e85 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e21 * vec4(inverseSqrt(_e79))), vec4<f32>(0f, 0f, 0f, 0f), (_e79 == 0f)), vec4<bool>(true, true, true, false));
    let _e91 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e67.xyz, _e76.xyz)), vec4<bool>(true, false, false, false));
    let _e99 = select(_e91, saturate(((_e91.xxxx * vec4<f32>(0.33f, 48f, 3f, 0.5f).wwww) + vec4<f32>(0.33f, 48f, 3f, 0.5f).wwww)), vec4<bool>(false, true, false, false));
    let _e105 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e76 + _e85), vec4<bool>(true, true, true, false));
    let _e108 = dot(_e105.xyz, _e105.xyz);
    let _e120 = select(select(_e99, (_e99.yyyy * _e99.yyyy), vec4<bool>(false, true, false, false)), saturate(vec4(dot(_e67.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e105 * vec4(inverseSqrt(_e108))), vec4<f32>(0f, 0f, 0f, 0f), (_e108 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(false, false, true, false));
    let _e123 = abs(_e120.z);
    let _e136 = select(_e120, vec4(min(select(select(pow(_e123, vec4<f32>(0.33f, 48f, 3f, 0.5f).y), 340282350000000000000000000000000000000f, ((_e123 == 0f) && (vec4<f32>(0.33f, 48f, 3f, 0.5f).y < 0f))), 1f, (vec4<f32>(0.33f, 48f, 3f, 0.5f).y == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e142 = select(_e136, select(vec4<f32>(2f, -1f, 0f, 1f).zzzz, _e136.wwww, (_e136.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    let _e148 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e67.xyz, _e85.xyz))), vec4<bool>(true, false, false, false));
    let _e153 = select(_e148, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e148.xxxx)), vec4<bool>(true, false, false, false));
    let _e156 = abs(_e153.x);
    let _e171 = consts[(_e4 + 2u)];
    let _e172 = bitcast<vec4<f32>>(_e171);
    let _e174 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e142.yyyy * _e172), vec4<bool>(true, true, true, false));
    let _e178 = consts[(_e4 + 3u)];
    let _e183 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e25 * select(_e174, (_e174 + bitcast<vec4<f32>>(_e178)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e185 = select(_e183, (_e183 * in8_), vec4<bool>(true, true, true, false));
    let _e191 = select(_e185, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e142.wwww * _e172), vec4<bool>(true, true, true, false)) * _e40) + _e185), vec4<bool>(true, true, true, false));
    let _e196 = consts[(_e4 + 4u)];
    let _e200 = select(_e191, ((select(_e153, vec4(min(select(select(pow(_e156, vec4<f32>(0.33f, 48f, 3f, 0.5f).z), 340282350000000000000000000000000000000f, ((_e156 == 0f) && (vec4<f32>(0.33f, 48f, 3f, 0.5f).z < 0f))), 1f, (vec4<f32>(0.33f, 48f, 3f, 0.5f).z == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false)).yyyy * bitcast<vec4<f32>>(_e196)) + _e191), vec4<bool>(true, true, true, false));
    let _e205 = consts[(_e4 + 5u)];
    let _e211 = select(_e200, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e40.wwww * bitcast<vec4<f32>>(_e205)), vec4<bool>(true, true, true, false)) * _e25) + _e200), vec4<bool>(true, true, true, false));
    let _e214 = dot(in3_.xyz, in3_.xyz);
    let _e220 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in3_ * vec4(inverseSqrt(_e214))), vec4<f32>(0f, 0f, 0f, 0f), (_e214 == 0f)), vec4<bool>(true, true, true, false));
    let _e228 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e220 + _e85), vec4<bool>(true, true, true, false));
    let _e231 = dot(_e228.xyz, _e228.xyz);
    let _e243 = select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e67.xyz, _e220.xyz))), vec4<bool>(true, false, false, false)), saturate(vec4(dot(_e67.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e228 * vec4(inverseSqrt(_e231))), vec4<f32>(0f, 0f, 0f, 0f), (_e231 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(false, true, false, false));
    let _e246 = abs(_e243.y);
    let _e256 = select(_e243, vec4(min(select(select(pow(_e246, vec4<f32>(0.33f, 48f, 3f, 0.5f).y), 340282350000000000000000000000000000000f, ((_e246 == 0f) && (vec4<f32>(0.33f, 48f, 3f, 0.5f).y < 0f))), 1f, (vec4<f32>(0.33f, 48f, 3f, 0.5f).y == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    let _e261 = consts[(_e4 + 6u)];
    let _e262 = bitcast<vec4<f32>>(_e261);
    let _e264 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e256.xxxx * _e262), vec4<bool>(true, true, true, false));
    let _e266 = select(_e264, (_e264 * _e25), vec4<bool>(true, true, true, false));
    let _e274 = select(_e211, (_e211 + select(_e266, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e256.zzzz * _e262), vec4<bool>(true, true, true, false)) * _e40) + _e266), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e278 = consts[(_e4 + 7u)];
    return Output(select(select(_e274, mix(_e274, bitcast<vec4<f32>>(_e278), in3_.wwww), vec4<bool>(true, true, true, false)), (_e25.wwww * in8_.wwww), vec4<bool>(false, false, false, true)));
}
