struct Constants {
    c: array<vec4<f32>, 26>,
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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    let _e40 = consts.c[1];
    let _e42 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e40, (_e40 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r3_ = _e42;
    let _e44 = select(vec4<f32>(1f, 1f, 1f, 1f), _e42, (_e42 < vec4<f32>(1f, 1f, 1f, 1f)));
    r3_ = _e44;
    let _e46 = textureSample(t0_, s0_, in0_.xy);
    r1_ = _e46;
    let _e47 = in1_.xyz;
    let _e48 = _e46.xyz;
    let _e50 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e54 = select((_e47 * _e48), _e50, ((_e47 == _e50) | (_e48 == _e50)));
    let _e62 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e54.x + _e54.y) + _e54.z)), vec4<bool>(true, false, false, false));
    r6_ = _e62;
    let _e63 = in2_.xyz;
    let _e64 = _e46.xyz;
    let _e66 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e70 = select((_e63 * _e64), _e66, ((_e63 == _e66) | (_e64 == _e66)));
    let _e78 = select(_e62, vec4(((_e70.x + _e70.y) + _e70.z)), vec4<bool>(false, true, false, false));
    r6_ = _e78;
    let _e79 = in3_.xyz;
    let _e80 = _e46.xyz;
    let _e82 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e86 = select((_e79 * _e80), _e82, ((_e79 == _e82) | (_e80 == _e82)));
    let _e94 = select(_e78, vec4(((_e86.x + _e86.y) + _e86.z)), vec4<bool>(false, false, true, false));
    r6_ = _e94;
    let _e96 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_.wwww, vec4<bool>(true, false, false, false));
    r4_ = _e96;
    let _e98 = select(_e96, in2_.wwww, vec4<bool>(false, true, false, false));
    r4_ = _e98;
    let _e100 = select(_e98, in3_.wwww, vec4<bool>(false, false, true, false));
    r4_ = _e100;
    let _e101 = _e94.xyz;
    let _e102 = _e100.xyz;
    let _e104 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e108 = select((_e101 * _e102), _e104, ((_e101 == _e104) | (_e102 == _e104)));
    let _e115 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e108.x + _e108.y) + _e108.z)), vec4<bool>(true, false, false, false));
    r7_ = _e115;
    let _e116 = _e94.xyz;
    let _e117 = _e94.xyz;
    let _e119 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e123 = select((_e116 * _e117), _e119, ((_e116 == _e119) | (_e117 == _e119)));
    let _e130 = select(_e115, vec4(((_e123.x + _e123.y) + _e123.z)), vec4<bool>(false, true, false, false));
    r7_ = _e130;
    let _e136 = select(_e130, vec4((1f / _e130.yyyy.x)), vec4<bool>(false, false, true, false));
    r7_ = _e136;
    let _e137 = _e136.xxxx;
    let _e138 = _e136.zzzz;
    let _e145 = select(_e136, select((_e137 * _e138), vec4<f32>(0f, 0f, 0f, 0f), ((_e137 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e138 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    r7_ = _e145;
    let _e148 = (_e145.wwww * vec4<f32>(2f, 2f, 2f, 2f));
    let _e155 = (select((_e94 * _e148), vec4<f32>(0f, 0f, 0f, 0f), ((_e94 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e148 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e100));
    r5_ = _e155;
    let _e157 = textureSample(t3_, s3_, _e155.xy);
    r2_ = _e157;
    let _e164 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e157 * _e44), vec4<f32>(0f, 0f, 0f, 0f), ((_e157 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e44 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e164;
    let _e165 = select(_e164, _e44, vec4<bool>(false, false, false, true));
    r0_ = _e165;
    o0_ = _e165;
    return Output(_e165);
}
