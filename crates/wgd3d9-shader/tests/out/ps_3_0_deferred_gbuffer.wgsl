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
    let _e87 = dot(_e61.xyz, _e61.xyz);
    let _e94 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e61 * vec4(inverseSqrt(_e87))), vec4<f32>(0f, 0f, 0f, 0f), (_e87 == 0f)), vec4<bool>(true, true, true, false));
    r5_ = _e94;
    let _e97 = dot(in2_.xyz, in2_.xyz);
    let _e103 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in2_ * vec4(inverseSqrt(_e97))), vec4<f32>(0f, 0f, 0f, 0f), (_e97 == 0f)), vec4<bool>(true, true, true, false));
    r6_ = _e103;
    let _e106 = cross(_e94.xyz, _e103.xyz);
    let _e111 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e106.x, _e106.y, _e106.z, 0f), vec4<bool>(true, true, true, false));
    r7_ = _e111;
    let _e114 = select(_e111, (_e111 * in2_.wwww), vec4<bool>(true, true, true, false));
    r7_ = _e114;
    let _e117 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e84.xxxx * _e103), vec4<bool>(true, true, true, false));
    r8_ = _e117;
    let _e121 = select(_e117, ((_e84.yyyy * _e114) + _e117), vec4<bool>(true, true, true, false));
    r8_ = _e121;
    let _e125 = select(_e121, ((_e84.zzzz * _e94) + _e121), vec4<bool>(true, true, true, false));
    r8_ = _e125;
    let _e128 = consts.c[2];
    let _e134 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e125.xyz, _e128.xyz)), vec4<bool>(true, false, false, false));
    r9_ = _e134;
    let _e137 = consts.c[3];
    let _e143 = select(_e134, vec4(dot(_e125.xyz, _e137.xyz)), vec4<bool>(false, true, false, false));
    r9_ = _e143;
    let _e146 = consts.c[4];
    let _e152 = select(_e143, vec4(dot(_e125.xyz, _e146.xyz)), vec4<bool>(false, false, true, false));
    r9_ = _e152;
    let _e155 = dot(_e152.xyz, _e152.xyz);
    let _e161 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e152 * vec4(inverseSqrt(_e155))), vec4<f32>(0f, 0f, 0f, 0f), (_e155 == 0f)), vec4<bool>(true, true, true, false));
    r10_ = _e161;
    let _e167 = select(vec4<f32>(0f, 0f, 0f, 0f), ((_e161.zzzz * vec4<f32>(0.5f, 0.4f, 8f, 0f).zzzz) + vec4<f32>(0.5f, 0.4f, 8f, 0f).zzzz), vec4<bool>(true, false, false, false));
    r11_ = _e167;
    let _e173 = select(_e167, vec4(inverseSqrt(abs(_e167.xxxx.x))), vec4<bool>(true, false, false, false));
    r11_ = _e173;
    let _e176 = select(_e173, (_e161 * _e173.xxxx), vec4<bool>(true, true, false, false));
    r11_ = _e176;
    let _e179 = select(_e176, (_e176 + vec4<f32>(0.5f, 0.4f, 8f, 0f).xxxx), vec4<bool>(true, true, false, false));
    r11_ = _e179;
    let _e183 = consts.c[5];
    let _e186 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e65.zzzz * _e183.xxxx), vec4<bool>(true, false, false, false));
    r12_ = _e186;
    let _e187 = select(vec4<f32>(0f, 0f, 0f, 0f), _e67, vec4<bool>(true, true, true, false));
    o0_ = _e187;
    let _e190 = select(_e187, _e77.zzzz, vec4<bool>(false, false, false, true));
    o0_ = _e190;
    let _e191 = select(vec4<f32>(0f, 0f, 0f, 0f), _e179, vec4<bool>(true, true, false, false));
    o1_ = _e191;
    let _e194 = select(_e191, _e77.xyxy, vec4<bool>(false, false, true, true));
    o1_ = _e194;
    let _e195 = _e186.xxxx;
    o2_ = _e195;
    let _e198 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e79 * _e79.wwww), vec4<bool>(true, true, true, false));
    o3_ = _e198;
    let _e200 = select(_e198, vec4<f32>(2f, -1f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    o3_ = _e200;
    return Output(_e190, _e194, _e195, _e200);
}
