struct Constants {
    c: array<vec4<f32>, 226>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(2) out2_: vec4<f32>,
    @location(3) out3_: vec4<f32>,
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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e15 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    let _e18 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    let _e23 = textureSample(t0_, s0_, _e15.xy);
    if any(((_e23.wwww + -(vec4<f32>(0.5f, 0.4f, 8f, 0f).yyyy)) < vec4<f32>(0f, 0f, 0f, 0f))) {
        discard;
    }
    let _e31 = textureSample(t1_, s1_, _e15.xy);
    let _e33 = textureSample(t2_, s2_, _e15.xy);
    let _e35 = textureSample(t3_, s3_, _e15.xy);
    let _e40 = select(_e31, ((_e31 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e43 = dot(_e18.xyz, _e18.xyz);
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e18 * vec4(inverseSqrt(_e43))), vec4<f32>(0f, 0f, 0f, 0f), (_e43 == 0f)), vec4<bool>(true, true, true, false));
    let _e53 = dot(in2_.xyz, in2_.xyz);
    let _e59 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in2_ * vec4(inverseSqrt(_e53))), vec4<f32>(0f, 0f, 0f, 0f), (_e53 == 0f)), vec4<bool>(true, true, true, false));
    let _e62 = cross(_e50.xyz, _e59.xyz);
    let _e67 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e62.x, _e62.y, _e62.z, 0f), vec4<bool>(true, true, true, false));
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e40.xxxx * _e59), vec4<bool>(true, true, true, false));
    let _e77 = select(_e73, ((_e40.yyyy * select(_e67, (_e67 * in2_.wwww), vec4<bool>(true, true, true, false))) + _e73), vec4<bool>(true, true, true, false));
    let _e81 = select(_e77, ((_e40.zzzz * _e50) + _e77), vec4<bool>(true, true, true, false));
    let _e84 = consts.c[2];
    let _e93 = consts.c[3];
    let _e102 = consts.c[4];
    let _e108 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e81.xyz, _e84.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e81.xyz, _e93.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e81.xyz, _e102.xyz)), vec4<bool>(false, false, true, false));
    let _e111 = dot(_e108.xyz, _e108.xyz);
    let _e117 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e108 * vec4(inverseSqrt(_e111))), vec4<f32>(0f, 0f, 0f, 0f), (_e111 == 0f)), vec4<bool>(true, true, true, false));
    let _e123 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e117.zzzz * vec4<f32>(0.5f, 0.4f, 8f, 0f).zzzz) + vec4<f32>(0.5f, 0.4f, 8f, 0f).zzzz), vec4<bool>(true, false, false, false));
    let _e129 = select(_e123, vec4(inverseSqrt(abs(_e123.xxxx.x))), vec4<bool>(true, false, false, false));
    let _e132 = select(_e129, (_e117 * _e129.xxxx), vec4<bool>(true, true, false, false));
    let _e139 = consts.c[5];
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), _e23, vec4<bool>(true, true, true, false)), _e33.zzzz, vec4<bool>(false, false, false, true)), select(select(vec4<f32>(0f, 0f, 0f, 0f), select(_e132, (_e132 + vec4<f32>(0.5f, 0.4f, 8f, 0f).xxxx), vec4<bool>(true, true, false, false)), vec4<bool>(true, true, false, false)), _e33.xyxy, vec4<bool>(false, false, true, true)), select(vec4<f32>(0f, 0f, 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), in3_, vec4<bool>(true, true, true, false)).zzzz * _e139.xxxx), vec4<bool>(true, false, false, false)).xxxx, select(select(vec4<f32>(0f, 0f, 0f, 0f), (_e35 * _e35.wwww), vec4<bool>(true, true, true, false)), vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true)));
}
