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
    let _e39 = consts.c[1];
    r3_ = select(vec4<f32>(-1f, -1f, -1f, -1f), _e39, (_e39 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e42 = r3_;
    r3_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e42, (_e42 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e45 = v0_;
    let _e47 = textureSample(t0_, s0_, _e45.xy);
    r1_ = _e47;
    let _e48 = v1_;
    let _e49 = r1_;
    let _e50 = _e48.xyz;
    let _e51 = _e49.xyz;
    let _e54 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e58 = select((_e50 * _e51), _e54, ((_e50 == _e54) | (_e51 == _e54)));
    let _e65 = r6_;
    r6_ = select(_e65, vec4(((_e58.x + _e58.y) + _e58.z)), vec4<bool>(true, false, false, false));
    let _e68 = v2_;
    let _e69 = r1_;
    let _e70 = _e68.xyz;
    let _e71 = _e69.xyz;
    let _e73 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e77 = select((_e70 * _e71), _e73, ((_e70 == _e73) | (_e71 == _e73)));
    let _e84 = r6_;
    r6_ = select(_e84, vec4(((_e77.x + _e77.y) + _e77.z)), vec4<bool>(false, true, false, false));
    let _e87 = v3_;
    let _e88 = r1_;
    let _e89 = _e87.xyz;
    let _e90 = _e88.xyz;
    let _e92 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e96 = select((_e89 * _e90), _e92, ((_e89 == _e92) | (_e90 == _e92)));
    let _e103 = r6_;
    r6_ = select(_e103, vec4(((_e96.x + _e96.y) + _e96.z)), vec4<bool>(false, false, true, false));
    let _e106 = v1_;
    let _e108 = r4_;
    r4_ = select(_e108, _e106.wwww, vec4<bool>(true, false, false, false));
    let _e110 = v2_;
    let _e112 = r4_;
    r4_ = select(_e112, _e110.wwww, vec4<bool>(false, true, false, false));
    let _e114 = v3_;
    let _e116 = r4_;
    r4_ = select(_e116, _e114.wwww, vec4<bool>(false, false, true, false));
    let _e118 = r6_;
    let _e119 = r4_;
    let _e120 = _e118.xyz;
    let _e121 = _e119.xyz;
    let _e123 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e127 = select((_e120 * _e121), _e123, ((_e120 == _e123) | (_e121 == _e123)));
    let _e134 = r7_;
    r7_ = select(_e134, vec4(((_e127.x + _e127.y) + _e127.z)), vec4<bool>(true, false, false, false));
    let _e136 = r6_;
    let _e137 = r6_;
    let _e138 = _e136.xyz;
    let _e139 = _e137.xyz;
    let _e141 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e145 = select((_e138 * _e139), _e141, ((_e138 == _e141) | (_e139 == _e141)));
    let _e152 = r7_;
    r7_ = select(_e152, vec4(((_e145.x + _e145.y) + _e145.z)), vec4<bool>(false, true, false, false));
    let _e154 = r7_;
    let _e160 = r7_;
    r7_ = select(_e160, vec4((1f / _e154.yyyy.x)), vec4<bool>(false, false, true, false));
    let _e162 = r7_;
    let _e163 = _e162.xxxx;
    let _e164 = r7_;
    let _e165 = _e164.zzzz;
    let _e171 = r7_;
    r7_ = select(_e171, select((_e163 * _e165), vec4<f32>(0f, 0f, 0f, 0f), ((_e163 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e165 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    let _e174 = r6_;
    let _e175 = r7_;
    let _e178 = (_e175.wwww * vec4<f32>(2f, 2f, 2f, 2f));
    let _e179 = r4_;
    r5_ = (select((_e174 * _e178), vec4<f32>(0f, 0f, 0f, 0f), ((_e174 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e178 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e179));
    let _e187 = r5_;
    let _e189 = textureSample(t3_, s3_, _e187.xy);
    r2_ = _e189;
    let _e190 = r2_;
    let _e191 = r3_;
    let _e197 = r0_;
    r0_ = select(_e197, select((_e190 * _e191), vec4<f32>(0f, 0f, 0f, 0f), ((_e190 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e191 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e200 = r3_;
    let _e201 = r0_;
    r0_ = select(_e201, _e200, vec4<bool>(false, false, false, true));
    let _e203 = r0_;
    o0_ = _e203;
    let _e204 = o0_;
    return Output(_e204);
}
