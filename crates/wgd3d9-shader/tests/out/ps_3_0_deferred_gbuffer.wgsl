struct Constants {
    c: array<vec4<f32>, 225>,
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
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var r8_: vec4<f32> = vec4<f32>();
    var r9_: vec4<f32> = vec4<f32>();
    var r10_: vec4<f32> = vec4<f32>();
    var r11_: vec4<f32> = vec4<f32>();
    var r12_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();

    let _e55 = v0_;
    let _e57 = select(_e55, in0_, vec4<bool>(true, true, false, false));
    v0_ = _e57;
    let _e59 = v1_;
    let _e61 = select(_e59, in1_, vec4<bool>(true, true, true, false));
    v1_ = _e61;
    v2_ = in2_;
    let _e64 = v3_;
    let _e65 = select(_e64, in3_, vec4<bool>(true, true, true, false));
    v3_ = _e65;
    let _e67 = textureSample(t0_, s0_, _e57.xy);
    r0_ = _e67;
    let _e71 = (_e67.wwww + -(vec4<f32>(0.5f, 0.4f, 8f, 0f).yyyy));
    r1_ = _e71;
    if any((_e71 < vec4<f32>(0f, 0f, 0f, 0f))) {
        discard;
    }
    let _e75 = textureSample(t1_, s1_, _e57.xy);
    r2_ = _e75;
    let _e77 = textureSample(t2_, s2_, _e57.xy);
    r3_ = _e77;
    let _e79 = textureSample(t3_, s3_, _e57.xy);
    r4_ = _e79;
    let _e84 = select(_e75, ((_e75 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    r2_ = _e84;
    let _e91 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e61 * vec4(inverseSqrt(dot(_e61.xyz, _e61.xyz)))), vec4<bool>(true, true, true, false));
    r5_ = _e91;
    let _e98 = select(vec4<f32>(0f, 0f, 0f, 0f), (in2_ * vec4(inverseSqrt(dot(in2_.xyz, in2_.xyz)))), vec4<bool>(true, true, true, false));
    r6_ = _e98;
    let _e101 = cross(_e91.xyz, _e98.xyz);
    let _e107 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e101.x, _e101.y, _e101.z, 0f), vec4<bool>(true, true, true, false));
    r7_ = _e107;
    let _e110 = select(_e107, (_e107 * in2_.wwww), vec4<bool>(true, true, true, false));
    r7_ = _e110;
    let _e113 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e84.xxxx * _e98), vec4<bool>(true, true, true, false));
    r8_ = _e113;
    let _e117 = select(_e113, ((_e84.yyyy * _e110) + _e113), vec4<bool>(true, true, true, false));
    r8_ = _e117;
    let _e121 = select(_e117, ((_e84.zzzz * _e91) + _e117), vec4<bool>(true, true, true, false));
    r8_ = _e121;
    let _e124 = consts.c[2];
    let _e130 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e121.xyz, _e124.xyz)), vec4<bool>(true, false, false, false));
    r9_ = _e130;
    let _e133 = consts.c[3];
    let _e139 = select(_e130, vec4(dot(_e121.xyz, _e133.xyz)), vec4<bool>(false, true, false, false));
    r9_ = _e139;
    let _e142 = consts.c[4];
    let _e148 = select(_e139, vec4(dot(_e121.xyz, _e142.xyz)), vec4<bool>(false, false, true, false));
    r9_ = _e148;
    let _e155 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e148 * vec4(inverseSqrt(dot(_e148.xyz, _e148.xyz)))), vec4<bool>(true, true, true, false));
    r10_ = _e155;
    let _e161 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e155.zzzz * vec4<f32>(0.5f, 0.4f, 8f, 0f).zzzz) + vec4<f32>(0.5f, 0.4f, 8f, 0f).zzzz), vec4<bool>(true, false, false, false));
    r11_ = _e161;
    let _e167 = select(_e161, vec4(inverseSqrt(abs(_e161.xxxx.x))), vec4<bool>(true, false, false, false));
    r11_ = _e167;
    let _e170 = select(_e167, (_e155 * _e167.xxxx), vec4<bool>(true, true, false, false));
    r11_ = _e170;
    let _e173 = select(_e170, (_e170 + vec4<f32>(0.5f, 0.4f, 8f, 0f).xxxx), vec4<bool>(true, true, false, false));
    r11_ = _e173;
    let _e177 = consts.c[5];
    let _e180 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e65.zzzz * _e177.xxxx), vec4<bool>(true, false, false, false));
    r12_ = _e180;
    let _e181 = select(vec4<f32>(0f, 0f, 0f, 0f), _e67, vec4<bool>(true, true, true, false));
    o0_ = _e181;
    let _e184 = select(_e181, _e77.zzzz, vec4<bool>(false, false, false, true));
    o0_ = _e184;
    let _e185 = select(vec4<f32>(0f, 0f, 0f, 0f), _e173, vec4<bool>(true, true, false, false));
    o1_ = _e185;
    let _e188 = select(_e185, _e77.xyxy, vec4<bool>(false, false, true, true));
    o1_ = _e188;
    let _e189 = _e180.xxxx;
    o2_ = _e189;
    let _e192 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e79 * _e79.wwww), vec4<bool>(true, true, true, false));
    o3_ = _e192;
    let _e194 = select(_e192, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    o3_ = _e194;
    return Output(_e184, _e188, _e189, _e194);
}
