struct Constants {
    c: array<vec4<f32>, 226>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
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
    let _e16 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), in2_, vec4<bool>(true, true, true, false));
    let _e22 = textureSample(t0_, s0_, in0_.xy);
    if any(((_e22.wwww + -(vec4<f32>(0.33f, 48f, 3f, 0.5f).xxxx)) < vec4<f32>(0f, 0f, 0f, 0f))) {
        discard;
    }
    let _e30 = textureSample(t1_, s1_, in0_.xy);
    let _e35 = textureSample(t2_, s2_, select(vec4<f32>(0f, 0f, 0f, 0f), in0_.zwww, vec4<bool>(true, true, false, false)).xy);
    let _e37 = textureSample(t3_, s3_, in0_.xy);
    let _e42 = select(_e30, ((_e30 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e47 = select(_e35, ((_e35 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e54 = select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e42 + _e47), vec4<bool>(true, true, false, false)), (_e42.zzzz * _e47.zzzz), vec4<bool>(false, false, true, false));
    let _e57 = dot(_e54.xyz, _e54.xyz);
    let _e64 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e54 * vec4(inverseSqrt(_e57))), vec4<f32>(0f, 0f, 0f, 0f), (_e57 == 0f)), vec4<bool>(true, true, true, false));
    let _e67 = dot(_e16.xyz, _e16.xyz);
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e16 * vec4(inverseSqrt(_e67))), vec4<f32>(0f, 0f, 0f, 0f), (_e67 == 0f)), vec4<bool>(true, true, true, false));
    let _e76 = dot(_e18.xyz, _e18.xyz);
    let _e82 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e18 * vec4(inverseSqrt(_e76))), vec4<f32>(0f, 0f, 0f, 0f), (_e76 == 0f)), vec4<bool>(true, true, true, false));
    let _e88 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e64.xyz, _e73.xyz)), vec4<bool>(true, false, false, false));
    let _e96 = select(_e88, saturate(((_e88.xxxx * vec4<f32>(0.33f, 48f, 3f, 0.5f).wwww) + vec4<f32>(0.33f, 48f, 3f, 0.5f).wwww)), vec4<bool>(false, true, false, false));
    let _e102 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e73 + _e82), vec4<bool>(true, true, true, false));
    let _e105 = dot(_e102.xyz, _e102.xyz);
    let _e117 = select(select(_e96, (_e96.yyyy * _e96.yyyy), vec4<bool>(false, true, false, false)), saturate(vec4(dot(_e64.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e102 * vec4(inverseSqrt(_e105))), vec4<f32>(0f, 0f, 0f, 0f), (_e105 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(false, false, true, false));
    let _e122 = abs(_e117.zzzz.x);
    let _e135 = select(_e117, vec4(min(select(select(pow(_e122, vec4<f32>(0.33f, 48f, 3f, 0.5f).yyyy.x), 340282350000000000000000000000000000000f, ((_e122 == 0f) && (vec4<f32>(0.33f, 48f, 3f, 0.5f).yyyy.x < 0f))), 1f, (vec4<f32>(0.33f, 48f, 3f, 0.5f).yyyy.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
    let _e141 = select(_e135, select(vec4<f32>(2f, -1f, 0f, 1f).zzzz, _e135.wwww, (_e135.xxxx >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    let _e147 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e64.xyz, _e82.xyz))), vec4<bool>(true, false, false, false));
    let _e152 = select(_e147, (vec4<f32>(2f, -1f, 0f, 1f).wwww + -(_e147.xxxx)), vec4<bool>(true, false, false, false));
    let _e157 = abs(_e152.xxxx.x);
    let _e171 = consts.c[2];
    let _e173 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e141.yyyy * _e171), vec4<bool>(true, true, true, false));
    let _e176 = consts.c[3];
    let _e180 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e22 * select(_e173, (_e173 + _e176), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e182 = select(_e180, (_e180 * in8_), vec4<bool>(true, true, true, false));
    let _e188 = select(_e182, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e141.wwww * _e171), vec4<bool>(true, true, true, false)) * _e37) + _e182), vec4<bool>(true, true, true, false));
    let _e192 = consts.c[4];
    let _e195 = select(_e188, ((select(_e152, vec4(min(select(select(pow(_e157, vec4<f32>(0.33f, 48f, 3f, 0.5f).zzzz.x), 340282350000000000000000000000000000000f, ((_e157 == 0f) && (vec4<f32>(0.33f, 48f, 3f, 0.5f).zzzz.x < 0f))), 1f, (vec4<f32>(0.33f, 48f, 3f, 0.5f).zzzz.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, true, false, false)).yyyy * _e192) + _e188), vec4<bool>(true, true, true, false));
    let _e199 = consts.c[5];
    let _e204 = select(_e195, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e37.wwww * _e199), vec4<bool>(true, true, true, false)) * _e22) + _e195), vec4<bool>(true, true, true, false));
    let _e207 = dot(in3_.xyz, in3_.xyz);
    let _e213 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in3_ * vec4(inverseSqrt(_e207))), vec4<f32>(0f, 0f, 0f, 0f), (_e207 == 0f)), vec4<bool>(true, true, true, false));
    let _e221 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e213 + _e82), vec4<bool>(true, true, true, false));
    let _e224 = dot(_e221.xyz, _e221.xyz);
    let _e236 = select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(dot(_e64.xyz, _e213.xyz))), vec4<bool>(true, false, false, false)), saturate(vec4(dot(_e64.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), select((_e221 * vec4(inverseSqrt(_e224))), vec4<f32>(0f, 0f, 0f, 0f), (_e224 == 0f)), vec4<bool>(true, true, true, false)).xyz))), vec4<bool>(false, true, false, false));
    let _e241 = abs(_e236.yyyy.x);
    let _e251 = select(_e236, vec4(min(select(select(pow(_e241, vec4<f32>(0.33f, 48f, 3f, 0.5f).yyyy.x), 340282350000000000000000000000000000000f, ((_e241 == 0f) && (vec4<f32>(0.33f, 48f, 3f, 0.5f).yyyy.x < 0f))), 1f, (vec4<f32>(0.33f, 48f, 3f, 0.5f).yyyy.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    let _e255 = consts.c[6];
    let _e257 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e251.xxxx * _e255), vec4<bool>(true, true, true, false));
    let _e259 = select(_e257, (_e257 * _e22), vec4<bool>(true, true, true, false));
    let _e267 = select(_e204, (_e204 + select(_e259, ((select(vec4<f32>(0f, 0f, 0f, 0f), (_e251.zzzz * _e255), vec4<bool>(true, true, true, false)) * _e37) + _e259), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e270 = consts.c[7];
    return Output(select(select(_e267, mix(_e267, _e270, in3_.wwww), vec4<bool>(true, true, true, false)), (_e22.wwww * in8_.wwww), vec4<bool>(false, false, false, true)));
}
