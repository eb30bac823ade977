struct Constants {
    c: array<vec4<f32>, 34>,
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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e22 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e22;
    let _e25 = consts.c[0];
    let _e30 = select((_e22 * _e25), vec4<f32>(0f, 0f, 0f, 0f), ((_e22 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e25 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e40 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((((_e30.x + _e30.y) + _e30.z) + _e30.w)), vec4<bool>(true, false, false, false));
    r1_ = _e40;
    let _e43 = consts.c[1];
    let _e48 = select((_e22 * _e43), vec4<f32>(0f, 0f, 0f, 0f), ((_e22 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e43 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e58 = select(_e40, vec4((((_e48.x + _e48.y) + _e48.z) + _e48.w)), vec4<bool>(false, true, false, false));
    r1_ = _e58;
    let _e61 = consts.c[2];
    let _e66 = select((_e22 * _e61), vec4<f32>(0f, 0f, 0f, 0f), ((_e22 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e61 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e76 = select(_e58, vec4((((_e66.x + _e66.y) + _e66.z) + _e66.w)), vec4<bool>(false, false, true, false));
    r1_ = _e76;
    let _e79 = consts.c[3];
    let _e84 = select((_e22 * _e79), vec4<f32>(0f, 0f, 0f, 0f), ((_e22 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e79 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e94 = select(_e76, vec4((((_e84.x + _e84.y) + _e84.z) + _e84.w)), vec4<bool>(false, false, false, true));
    r1_ = _e94;
    let _e97 = consts.c[4];
    let _e102 = select((_e22 * _e97), vec4<f32>(0f, 0f, 0f, 0f), ((_e22 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e97 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e111 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((((_e102.x + _e102.y) + _e102.z) + _e102.w)), vec4<bool>(true, false, false, false));
    r2_ = _e111;
    let _e114 = consts.c[5];
    let _e119 = select((_e22 * _e114), vec4<f32>(0f, 0f, 0f, 0f), ((_e22 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e114 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e128 = select(_e111, vec4((((_e119.x + _e119.y) + _e119.z) + _e119.w)), vec4<bool>(false, true, false, false));
    r2_ = _e128;
    let _e131 = consts.c[6];
    let _e136 = select((_e22 * _e131), vec4<f32>(0f, 0f, 0f, 0f), ((_e22 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e131 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e145 = select(_e128, vec4((((_e136.x + _e136.y) + _e136.z) + _e136.w)), vec4<bool>(false, false, true, false));
    r2_ = _e145;
    let _e148 = consts.c[8];
    let _e149 = _e22.xyz;
    let _e150 = _e148.xyz;
    let _e152 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e156 = select((_e149 * _e150), _e152, ((_e149 == _e152) | (_e150 == _e152)));
    let _e163 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e156.x + _e156.y) + _e156.z)), vec4<bool>(true, false, false, false));
    r3_ = _e163;
    let _e166 = consts.c[9];
    let _e167 = _e22.xyz;
    let _e168 = _e166.xyz;
    let _e170 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e174 = select((_e167 * _e168), _e170, ((_e167 == _e170) | (_e168 == _e170)));
    let _e181 = select(_e163, vec4(((_e174.x + _e174.y) + _e174.z)), vec4<bool>(false, true, false, false));
    r3_ = _e181;
    let _e184 = consts.c[10];
    let _e185 = _e22.xyz;
    let _e186 = _e184.xyz;
    let _e188 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e192 = select((_e185 * _e186), _e188, ((_e185 == _e188) | (_e186 == _e188)));
    let _e199 = select(_e181, vec4(((_e192.x + _e192.y) + _e192.z)), vec4<bool>(false, false, true, false));
    r3_ = _e199;
    let _e202 = consts.c[12];
    let _e203 = in0_.xyz;
    let _e204 = _e202.xyz;
    let _e206 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e210 = select((_e203 * _e204), _e206, ((_e203 == _e206) | (_e204 == _e206)));
    let _e217 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e210.x + _e210.y) + _e210.z)), vec4<bool>(true, false, false, false));
    r4_ = _e217;
    let _e220 = consts.c[13];
    let _e221 = in0_.xyz;
    let _e222 = _e220.xyz;
    let _e224 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e228 = select((_e221 * _e222), _e224, ((_e221 == _e224) | (_e222 == _e224)));
    let _e235 = select(_e217, vec4(((_e228.x + _e228.y) + _e228.z)), vec4<bool>(false, true, false, false));
    r4_ = _e235;
    let _e238 = consts.c[16];
    let _e239 = in0_.xyz;
    let _e240 = _e238.xyz;
    let _e242 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e246 = select((_e239 * _e240), _e242, ((_e239 == _e242) | (_e240 == _e242)));
    let _e253 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e246.x + _e246.y) + _e246.z)), vec4<bool>(true, false, false, false));
    r5_ = _e253;
    let _e256 = consts.c[17];
    let _e257 = in0_.xyz;
    let _e258 = _e256.xyz;
    let _e260 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e264 = select((_e257 * _e258), _e260, ((_e257 == _e260) | (_e258 == _e260)));
    let _e271 = select(_e253, vec4(((_e264.x + _e264.y) + _e264.z)), vec4<bool>(false, true, false, false));
    r5_ = _e271;
    let _e274 = consts.c[18];
    let _e275 = in0_.xyz;
    let _e276 = _e274.xyz;
    let _e278 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e282 = select((_e275 * _e276), _e278, ((_e275 == _e278) | (_e276 == _e278)));
    let _e289 = select(_e271, vec4(((_e282.x + _e282.y) + _e282.z)), vec4<bool>(false, false, true, false));
    r5_ = _e289;
    let _e292 = consts.c[19];
    let _e293 = in0_.xyz;
    let _e294 = _e292.xyz;
    let _e296 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e300 = select((_e293 * _e294), _e296, ((_e293 == _e296) | (_e294 == _e296)));
    let _e307 = select(_e289, vec4(((_e300.x + _e300.y) + _e300.z)), vec4<bool>(false, false, false, true));
    r5_ = _e307;
    let _e310 = select(_e94, (_e94 + _e145), vec4<bool>(true, true, true, false));
    r1_ = _e310;
    let _e312 = select(_e310, (_e310 + _e199), vec4<bool>(true, true, true, false));
    r1_ = _e312;
    let _e315 = select(_e312, (_e312 + _e235), vec4<bool>(true, true, false, false));
    r1_ = _e315;
    let _e316 = (_e315 + _e307);
    r1_ = _e316;
    o0_ = _e316;
    return Output(_e316);
}
