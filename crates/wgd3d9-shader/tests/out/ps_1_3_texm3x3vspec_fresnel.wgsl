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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(9) in9_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
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
    var v4_: vec4<f32> = vec4<f32>();
    var v5_: vec4<f32> = vec4<f32>();
    var v6_: vec4<f32> = vec4<f32>();
    var v7_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();
    var v9_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    v9_ = in9_;
    v8_ = in8_;
    let _e53 = textureSample(t0_, s0_, in0_.xy);
    r2_ = _e53;
    let _e58 = in1_.xyz;
    let _e59 = ((_e53 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e61 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e65 = select((_e58 * _e59), _e61, ((_e58 == _e61) | (_e59 == _e61)));
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e65.x + _e65.y) + _e65.z)), vec4<bool>(true, false, false, false));
    r6_ = _e73;
    let _e76 = in2_.xyz;
    let _e77 = ((_e53 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e79 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e83 = select((_e76 * _e77), _e79, ((_e76 == _e79) | (_e77 == _e79)));
    let _e91 = select(_e73, vec4(((_e83.x + _e83.y) + _e83.z)), vec4<bool>(false, true, false, false));
    r6_ = _e91;
    let _e94 = in3_.xyz;
    let _e95 = ((_e53 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e97 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e101 = select((_e94 * _e95), _e97, ((_e94 == _e97) | (_e95 == _e97)));
    let _e109 = select(_e91, vec4(((_e101.x + _e101.y) + _e101.z)), vec4<bool>(false, false, true, false));
    r6_ = _e109;
    let _e111 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_.wwww, vec4<bool>(true, false, false, false));
    r4_ = _e111;
    let _e113 = select(_e111, in2_.wwww, vec4<bool>(false, true, false, false));
    r4_ = _e113;
    let _e115 = select(_e113, in3_.wwww, vec4<bool>(false, false, true, false));
    r4_ = _e115;
    let _e116 = _e109.xyz;
    let _e117 = _e115.xyz;
    let _e119 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e123 = select((_e116 * _e117), _e119, ((_e116 == _e119) | (_e117 == _e119)));
    let _e130 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e123.x + _e123.y) + _e123.z)), vec4<bool>(true, false, false, false));
    r7_ = _e130;
    let _e131 = _e109.xyz;
    let _e132 = _e109.xyz;
    let _e134 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e138 = select((_e131 * _e132), _e134, ((_e131 == _e134) | (_e132 == _e134)));
    let _e145 = select(_e130, vec4(((_e138.x + _e138.y) + _e138.z)), vec4<bool>(false, true, false, false));
    r7_ = _e145;
    let _e151 = select(_e145, vec4((1f / _e145.yyyy.x)), vec4<bool>(false, false, true, false));
    r7_ = _e151;
    let _e152 = _e151.xxxx;
    let _e153 = _e151.zzzz;
    let _e160 = select(_e151, select((_e152 * _e153), vec4<f32>(0f, 0f, 0f, 0f), ((_e152 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e153 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    r7_ = _e160;
    let _e162 = (_e160.wwww * vec4<f32>(2f, 2f, 2f, 2f));
    let _e169 = (select((_e109 * _e162), vec4<f32>(0f, 0f, 0f, 0f), ((_e109 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e162 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e115));
    r5_ = _e169;
    let _e171 = textureSample(t3_, s3_, _e169.xy);
    r3_ = _e171;
    let _e172 = in9_.wwww;
    let _e177 = select((_e171 * _e172), vec4<f32>(0f, 0f, 0f, 0f), ((_e171 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e172 == vec4<f32>(0f, 0f, 0f, 0f))));
    r1_ = _e177;
    let _e178 = (_e177 + in8_);
    r0_ = _e178;
    o0_ = _e178;
    return Output(_e178);
}
