struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<f32>, 256>;
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
    let _e173 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e142.yyyy * _e171), vec4<bool>(true, true, true, false));
    let _e177 = consts[(_e4 + 3u)];
    let _e181 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e25 * select(_e173, (_e173 + _e177), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e183 = select(_e181, (_e181 * in8_), vec4<bool>(true, true, true, false));
    let _e189 = select(_e183, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e142.wwww * _e171), vec4<bool>(true, true, true, false)) * _e40) + _e183), vec4<bool>(true, true, true, false));
    let _e194 = consts[(_e4 + 4u)];
    let _e197 = select(_e189, ((select(_e153, vec4(min(select(select(pow(_e156, vec4<f32>(0.33f, 48f, 3f, 0.5f).z), 340282350000000000000000000000000000000f, ((_e156 == 0f) && (vec4<f32>(0.33f, 48f, 3f, 0.5f).z < 0f))), 1f, (vec4<f32>(0.33f, 48f, 3f, 0.5f).z == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false)).yyyy * _e194) + _e189), vec4<bool>(true, true, true, false));
    let _e202 = consts[(_e4 + 5u)];
    let _e207 = select(_e197, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e40.wwww * _e202), vec4<bool>(true, true, true, false)) * _e25) + _e197), vec4<bool>(true, true, true, false));
    let _e210 = dot(in3_.xyz, in3_.xyz);
    let _e216 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in3_ * vec4(inverseSqrt(_e210))), vec4<f32>(0f, 0f, 0f, 0f), (_e210 == 0f)), vec4<bool>(true, true, true, false));
    let _e224 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e216 + _e85), vec4<bool>(true, true, true, false));
    let _e227 = dot(_e224.xyz, _e224.xyz);
    let _e239 = select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e67.xyz, _e216.xyz))), vec4<bool>(true, false, false, false)), saturate(vec4(dot(_e67.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e224 * vec4(inverseSqrt(_e227))), vec4<f32>(0f, 0f, 0f, 0f), (_e227 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(false, true, false, false));
    let _e242 = abs(_e239.y);
    let _e252 = select(_e239, vec4(min(select(select(pow(_e242, vec4<f32>(0.33f, 48f, 3f, 0.5f).y), 340282350000000000000000000000000000000f, ((_e242 == 0f) && (vec4<f32>(0.33f, 48f, 3f, 0.5f).y < 0f))), 1f, (vec4<f32>(0.33f, 48f, 3f, 0.5f).y == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    let _e257 = consts[(_e4 + 6u)];
    let _e259 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e252.xxxx * _e257), vec4<bool>(true, true, true, false));
    let _e261 = select(_e259, (_e259 * _e25), vec4<bool>(true, true, true, false));
    let _e269 = select(_e207, (_e207 + select(_e261, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e252.zzzz * _e257), vec4<bool>(true, true, true, false)) * _e40) + _e261), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e273 = consts[(_e4 + 7u)];
    return Output(select(select(_e269, mix(_e269, _e273, in3_.wwww), vec4<bool>(true, true, true, false)), (_e25.wwww * in8_.wwww), vec4<bool>(false, false, false, true)));
}
