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
    let _e49 = v0_;
    let _e51 = textureSample(t0_, s0_, _e49.xy);
    r1_ = _e51;
    let _e52 = v1_;
    let _e53 = r1_;
    let _e58 = _e52.xyz;
    let _e59 = ((_e53 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e62 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e66 = select((_e58 * _e59), _e62, ((_e58 == _e62) | (_e59 == _e62)));
    let _e73 = r5_;
    r5_ = select(_e73, vec4(((_e66.x + _e66.y) + _e66.z)), vec4<bool>(true, false, false, false));
    let _e76 = v2_;
    let _e77 = r1_;
    let _e80 = _e76.xyz;
    let _e81 = ((_e77 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e83 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e87 = select((_e80 * _e81), _e83, ((_e80 == _e83) | (_e81 == _e83)));
    let _e94 = r5_;
    r5_ = select(_e94, vec4(((_e87.x + _e87.y) + _e87.z)), vec4<bool>(false, true, false, false));
    let _e97 = v3_;
    let _e98 = r1_;
    let _e101 = _e97.xyz;
    let _e102 = ((_e98 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e104 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e108 = select((_e101 * _e102), _e104, ((_e101 == _e104) | (_e102 == _e104)));
    let _e115 = r5_;
    r5_ = select(_e115, vec4(((_e108.x + _e108.y) + _e108.z)), vec4<bool>(false, false, true, false));
    let _e118 = v1_;
    let _e120 = r3_;
    r3_ = select(_e120, _e118.wwww, vec4<bool>(true, false, false, false));
    let _e122 = v2_;
    let _e124 = r3_;
    r3_ = select(_e124, _e122.wwww, vec4<bool>(false, true, false, false));
    let _e126 = v3_;
    let _e128 = r3_;
    r3_ = select(_e128, _e126.wwww, vec4<bool>(false, false, true, false));
    let _e130 = r5_;
    let _e131 = r3_;
    let _e132 = _e130.xyz;
    let _e133 = _e131.xyz;
    let _e135 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e139 = select((_e132 * _e133), _e135, ((_e132 == _e135) | (_e133 == _e135)));
    let _e146 = r6_;
    r6_ = select(_e146, vec4(((_e139.x + _e139.y) + _e139.z)), vec4<bool>(true, false, false, false));
    let _e148 = r5_;
    let _e149 = r5_;
    let _e150 = _e148.xyz;
    let _e151 = _e149.xyz;
    let _e153 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e157 = select((_e150 * _e151), _e153, ((_e150 == _e153) | (_e151 == _e153)));
    let _e164 = r6_;
    r6_ = select(_e164, vec4(((_e157.x + _e157.y) + _e157.z)), vec4<bool>(false, true, false, false));
    let _e166 = r6_;
    let _e172 = r6_;
    r6_ = select(_e172, vec4((1f / _e166.yyyy.x)), vec4<bool>(false, false, true, false));
    let _e174 = r6_;
    let _e175 = _e174.xxxx;
    let _e176 = r6_;
    let _e177 = _e176.zzzz;
    let _e183 = r6_;
    r6_ = select(_e183, select((_e175 * _e177), vec4<f32>(0f, 0f, 0f, 0f), ((_e175 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e177 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true));
    let _e186 = r5_;
    let _e187 = r6_;
    let _e189 = (_e187.wwww * vec4<f32>(2f, 2f, 2f, 2f));
    let _e190 = r3_;
    r4_ = (select((_e186 * _e189), vec4<f32>(0f, 0f, 0f, 0f), ((_e186 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e189 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e190));
    let _e198 = r4_;
    let _e200 = textureSample(t3_, s3_, _e198.xy);
    r2_ = _e200;
    let _e201 = r2_;
    let _e202 = v9_;
    let _e203 = v8_;
    r0_ = (select((_e201 * _e202), vec4<f32>(0f, 0f, 0f, 0f), ((_e201 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e202 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e203);
    let _e210 = r0_;
    o0_ = _e210;
    let _e211 = o0_;
    return Output(_e211);
}
