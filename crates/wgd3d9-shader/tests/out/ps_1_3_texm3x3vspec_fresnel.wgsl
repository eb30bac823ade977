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
    let _e51 = v0_;
    let _e53 = textureSample(t0_, s0_, _e51.xy);
    r2_ = _e53;
    let _e54 = v1_;
    let _e55 = r2_;
    let _e60 = _e54.xyz;
    let _e61 = ((_e55 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e64 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e68 = select((_e60 * _e61), _e64, ((_e60 == _e64) | (_e61 == _e64)));
    let _e75 = r6_;
    r6_ = select(_e75, vec4(((_e68.x + _e68.y) + _e68.z)), vec4<bool>(true, false, false, false));
    let _e78 = v2_;
    let _e79 = r2_;
    let _e82 = _e78.xyz;
    let _e83 = ((_e79 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e85 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e89 = select((_e82 * _e83), _e85, ((_e82 == _e85) | (_e83 == _e85)));
    let _e96 = r6_;
    r6_ = select(_e96, vec4(((_e89.x + _e89.y) + _e89.z)), vec4<bool>(false, true, false, false));
    let _e99 = v3_;
    let _e100 = r2_;
    let _e103 = _e99.xyz;
    let _e104 = ((_e100 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e106 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e110 = select((_e103 * _e104), _e106, ((_e103 == _e106) | (_e104 == _e106)));
    let _e117 = r6_;
    r6_ = select(_e117, vec4(((_e110.x + _e110.y) + _e110.z)), vec4<bool>(false, false, true, false));
    let _e120 = v1_;
    let _e122 = r4_;
    r4_ = select(_e122, _e120.wwww, vec4<bool>(true, false, false, false));
    let _e124 = v2_;
    let _e126 = r4_;
    r4_ = select(_e126, _e124.wwww, vec4<bool>(false, true, false, false));
    let _e128 = v3_;
    let _e130 = r4_;
    r4_ = select(_e130, _e128.wwww, vec4<bool>(false, false, true, false));
    let _e132 = r6_;
    let _e133 = r4_;
    let _e134 = _e132.xyz;
    let _e135 = _e133.xyz;
    let _e137 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e141 = select((_e134 * _e135), _e137, ((_e134 == _e137) | (_e135 == _e137)));
    let _e148 = r7_;
    r7_ = select(_e148, vec4(((_e141.x + _e141.y) + _e141.z)), vec4<bool>(true, false, false, false));
    let _e150 = r6_;
    let _e151 = r6_;
    let _e152 = _e150.xyz;
    let _e153 = _e151.xyz;
    let _e155 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e159 = select((_e152 * _e153), _e155, ((_e152 == _e155) | (_e153 == _e155)));
    let _e166 = r7_;
    r7_ = select(_e166, vec4(((_e159.x + _e159.y) + _e159.z)), vec4<bool>(false, true, false, false));
    let _e168 = r7_;
    let _e174 = r7_;
    r7_ = select(_e174, vec4((1f / _e168.yyyy.x)), vec4<bool>(false, false, true, false));
    let _e176 = r7_;
    let _e177 = _e176.xxxx;
    let _e178 = r7_;
    let _e179 = _e178.zzzz;
    let _e185 = r7_;
    r7_ = select(_e185, select((_e177 * _e179), vec4<f32>(0f, 0f, 0f, 0f), ((_e177 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e179 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    let _e188 = r6_;
    let _e189 = r7_;
    let _e191 = (_e189.wwww * vec4<f32>(2f, 2f, 2f, 2f));
    let _e192 = r4_;
    r5_ = (select((_e188 * _e191), vec4<f32>(0f, 0f, 0f, 0f), ((_e188 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e191 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e192));
    let _e200 = r5_;
    let _e202 = textureSample(t3_, s3_, _e200.xy);
    r3_ = _e202;
    let _e203 = r3_;
    let _e204 = v9_;
    let _e205 = _e204.wwww;
    r1_ = select((_e203 * _e205), vec4<f32>(0f, 0f, 0f, 0f), ((_e203 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e205 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e211 = r1_;
    let _e212 = v8_;
    r0_ = (_e211 + _e212);
    let _e214 = r0_;
    o0_ = _e214;
    let _e215 = o0_;
    return Output(_e215);
}
