struct Constants {
    c: array<vec4<f32>, 33>,
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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e27 = v0_;
    let _e29 = textureSample(t0_, s0_, _e27.xy);
    r0_ = _e29;
    let _e30 = v1_;
    let _e31 = _e30.xyz;
    let _e32 = _e30.xyz;
    let _e35 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e39 = select((_e31 * _e32), _e35, ((_e31 == _e35) | (_e32 == _e35)));
    let _e48 = r1_;
    r1_ = select(_e48, (_e30 * vec4(inverseSqrt(((_e39.x + _e39.y) + _e39.z)))), vec4<bool>(true, true, true, false));
    r2_ = vec4<f32>(0f, 0f, 0f, 1f);
    if true {
        let _e52 = r1_;
        let _e55 = consts.c[1];
        let _e56 = _e52.xyz;
        let _e57 = _e55.xyz;
        let _e59 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e63 = select((_e56 * _e57), _e59, ((_e56 == _e59) | (_e57 == _e59)));
        let _e71 = r3_;
        r3_ = select(_e71, saturate(vec4(((_e63.x + _e63.y) + _e63.z))), vec4<bool>(true, false, false, false));
        let _e74 = r3_;
        let _e75 = _e74.xxxx;
        let _e78 = consts.c[2];
        let _e79 = r2_;
        let _e86 = r2_;
        r2_ = select(_e86, (select((_e75 * _e78), vec4<f32>(0f, 0f, 0f, 0f), ((_e75 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e78 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e79), vec4<bool>(true, true, true, false));
    }
    if true {
        let _e91 = consts.c[3];
        let _e92 = v2_;
        let _e95 = r4_;
        r4_ = select(_e95, (_e91 + -(_e92)), vec4<bool>(true, true, true, false));
        let _e97 = r4_;
        let _e98 = _e97.xyz;
        let _e99 = _e97.xyz;
        let _e101 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e105 = select((_e98 * _e99), _e101, ((_e98 == _e101) | (_e99 == _e101)));
        let _e114 = r5_;
        r5_ = select(_e114, (_e97 * vec4(inverseSqrt(((_e105.x + _e105.y) + _e105.z)))), vec4<bool>(true, true, true, false));
        let _e116 = r1_;
        let _e117 = r5_;
        let _e118 = _e116.xyz;
        let _e119 = _e117.xyz;
        let _e121 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e125 = select((_e118 * _e119), _e121, ((_e118 == _e121) | (_e119 == _e121)));
        let _e133 = r3_;
        r3_ = select(_e133, saturate(vec4(((_e125.x + _e125.y) + _e125.z))), vec4<bool>(true, false, false, false));
        let _e135 = r3_;
        let _e136 = _e135.xxxx;
        let _e139 = consts.c[4];
        let _e140 = r2_;
        let _e147 = r2_;
        r2_ = select(_e147, (select((_e136 * _e139), vec4<f32>(0f, 0f, 0f, 0f), ((_e136 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e139 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e140), vec4<bool>(true, true, true, false));
    }
    if false {
        let _e152 = consts.c[5];
        let _e153 = v2_;
        let _e156 = r4_;
        r4_ = select(_e156, (_e152 + -(_e153)), vec4<bool>(true, true, true, false));
        let _e158 = r4_;
        let _e159 = r4_;
        let _e160 = _e158.xyz;
        let _e161 = _e159.xyz;
        let _e163 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e167 = select((_e160 * _e161), _e163, ((_e160 == _e163) | (_e161 == _e163)));
        let _e174 = r4_;
        r4_ = select(_e174, vec4(((_e167.x + _e167.y) + _e167.z)), vec4<bool>(false, false, false, true));
        let _e177 = r4_;
        let _e183 = r4_;
        r4_ = select(_e183, vec4(inverseSqrt(abs(_e177.wwww.x))), vec4<bool>(false, false, false, true));
        let _e185 = r4_;
        let _e186 = r4_;
        let _e187 = _e186.wwww;
        let _e193 = r5_;
        r5_ = select(_e193, select((_e185 * _e187), vec4<f32>(0f, 0f, 0f, 0f), ((_e185 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e187 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
        let _e195 = r1_;
        let _e196 = r5_;
        let _e197 = _e195.xyz;
        let _e198 = _e196.xyz;
        let _e200 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e204 = select((_e197 * _e198), _e200, ((_e197 == _e200) | (_e198 == _e200)));
        let _e212 = r3_;
        r3_ = select(_e212, saturate(vec4(((_e204.x + _e204.y) + _e204.z))), vec4<bool>(true, false, false, false));
        let _e214 = r3_;
        let _e215 = _e214.xxxx;
        let _e216 = r4_;
        let _e217 = _e216.wwww;
        let _e223 = r3_;
        r3_ = select(_e223, select((_e215 * _e217), vec4<f32>(0f, 0f, 0f, 0f), ((_e215 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e217 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
        let _e225 = r3_;
        let _e226 = _e225.xxxx;
        let _e229 = consts.c[6];
        let _e230 = r2_;
        let _e237 = r2_;
        r2_ = select(_e237, (select((_e226 * _e229), vec4<f32>(0f, 0f, 0f, 0f), ((_e226 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e229 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e230), vec4<bool>(true, true, true, false));
    }
    let _e239 = r0_;
    let _e240 = r2_;
    let _e246 = r0_;
    r0_ = select(_e246, select((_e239 * _e240), vec4<f32>(0f, 0f, 0f, 0f), ((_e239 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e240 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e248 = r0_;
    o0_ = _e248;
    let _e249 = o0_;
    return Output(_e249);
}
