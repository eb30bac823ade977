struct Constants {
    c: array<vec4<f32>, 25>,
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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    r3_ = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0f, 0f, 1f, 0f), (vec4<f32>(0f, 0f, 1f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e38 = r3_;
    r3_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e38, (_e38 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e41 = v0_;
    let _e43 = textureSample(t0_, s0_, _e41.xy);
    r1_ = _e43;
    let _e44 = v1_;
    let _e45 = r1_;
    let _e50 = _e44.xyz;
    let _e51 = ((_e45 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e54 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e58 = select((_e50 * _e51), _e54, ((_e50 == _e54) | (_e51 == _e54)));
    let _e65 = r5_;
    r5_ = select(_e65, vec4(((_e58.x + _e58.y) + _e58.z)), vec4<bool>(true, false, false, false));
    let _e68 = v2_;
    let _e69 = r1_;
    let _e72 = _e68.xyz;
    let _e73 = ((_e69 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e75 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e79 = select((_e72 * _e73), _e75, ((_e72 == _e75) | (_e73 == _e75)));
    let _e86 = r5_;
    r5_ = select(_e86, vec4(((_e79.x + _e79.y) + _e79.z)), vec4<bool>(false, true, false, false));
    let _e89 = v3_;
    let _e90 = r1_;
    let _e93 = _e89.xyz;
    let _e94 = ((_e90 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e96 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e100 = select((_e93 * _e94), _e96, ((_e93 == _e96) | (_e94 == _e96)));
    let _e107 = r5_;
    r5_ = select(_e107, vec4(((_e100.x + _e100.y) + _e100.z)), vec4<bool>(false, false, true, false));
    let _e110 = r5_;
    let _e111 = r3_;
    let _e112 = _e110.xyz;
    let _e113 = _e111.xyz;
    let _e115 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e119 = select((_e112 * _e113), _e115, ((_e112 == _e115) | (_e113 == _e115)));
    let _e126 = r6_;
    r6_ = select(_e126, vec4(((_e119.x + _e119.y) + _e119.z)), vec4<bool>(true, false, false, false));
    let _e128 = r5_;
    let _e129 = r5_;
    let _e130 = _e128.xyz;
    let _e131 = _e129.xyz;
    let _e133 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e137 = select((_e130 * _e131), _e133, ((_e130 == _e133) | (_e131 == _e133)));
    let _e144 = r6_;
    r6_ = select(_e144, vec4(((_e137.x + _e137.y) + _e137.z)), vec4<bool>(false, true, false, false));
    let _e146 = r6_;
    let _e152 = r6_;
    r6_ = select(_e152, vec4((1f / _e146.yyyy.x)), vec4<bool>(false, false, true, false));
    let _e154 = r6_;
    let _e155 = _e154.xxxx;
    let _e156 = r6_;
    let _e157 = _e156.zzzz;
    let _e163 = r6_;
    r6_ = select(_e163, select((_e155 * _e157), vec4<f32>(0f, 0f, 0f, 0f), ((_e155 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e157 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    let _e166 = r5_;
    let _e167 = r6_;
    let _e169 = (_e167.wwww * vec4<f32>(2f, 2f, 2f, 2f));
    let _e170 = r3_;
    r4_ = (select((_e166 * _e169), vec4<f32>(0f, 0f, 0f, 0f), ((_e166 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e169 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e170));
    let _e178 = r4_;
    let _e180 = textureSample(t3_, s3_, _e178.xy);
    r2_ = _e180;
    let _e181 = r2_;
    r0_ = _e181;
    let _e182 = r0_;
    o0_ = _e182;
    let _e183 = o0_;
    return Output(_e183);
}
