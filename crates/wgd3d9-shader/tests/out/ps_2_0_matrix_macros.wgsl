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
    let _e20 = v0_;
    let _e22 = textureSample(t0_, s0_, _e20.xy);
    r0_ = _e22;
    let _e23 = r0_;
    let _e26 = consts.c[0];
    let _e32 = select((_e23 * _e26), vec4<f32>(0f, 0f, 0f, 0f), ((_e23 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e26 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e41 = r1_;
    r1_ = select(_e41, vec4((((_e32.x + _e32.y) + _e32.z) + _e32.w)), vec4<bool>(true, false, false, false));
    let _e44 = r0_;
    let _e47 = consts.c[1];
    let _e52 = select((_e44 * _e47), vec4<f32>(0f, 0f, 0f, 0f), ((_e44 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e47 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e61 = r1_;
    r1_ = select(_e61, vec4((((_e52.x + _e52.y) + _e52.z) + _e52.w)), vec4<bool>(false, true, false, false));
    let _e64 = r0_;
    let _e67 = consts.c[2];
    let _e72 = select((_e64 * _e67), vec4<f32>(0f, 0f, 0f, 0f), ((_e64 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e67 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e81 = r1_;
    r1_ = select(_e81, vec4((((_e72.x + _e72.y) + _e72.z) + _e72.w)), vec4<bool>(false, false, true, false));
    let _e84 = r0_;
    let _e87 = consts.c[3];
    let _e92 = select((_e84 * _e87), vec4<f32>(0f, 0f, 0f, 0f), ((_e84 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e87 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e101 = r1_;
    r1_ = select(_e101, vec4((((_e92.x + _e92.y) + _e92.z) + _e92.w)), vec4<bool>(false, false, false, true));
    let _e104 = r0_;
    let _e107 = consts.c[4];
    let _e112 = select((_e104 * _e107), vec4<f32>(0f, 0f, 0f, 0f), ((_e104 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e107 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e121 = r2_;
    r2_ = select(_e121, vec4((((_e112.x + _e112.y) + _e112.z) + _e112.w)), vec4<bool>(true, false, false, false));
    let _e123 = r0_;
    let _e126 = consts.c[5];
    let _e131 = select((_e123 * _e126), vec4<f32>(0f, 0f, 0f, 0f), ((_e123 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e126 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e140 = r2_;
    r2_ = select(_e140, vec4((((_e131.x + _e131.y) + _e131.z) + _e131.w)), vec4<bool>(false, true, false, false));
    let _e142 = r0_;
    let _e145 = consts.c[6];
    let _e150 = select((_e142 * _e145), vec4<f32>(0f, 0f, 0f, 0f), ((_e142 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e145 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e159 = r2_;
    r2_ = select(_e159, vec4((((_e150.x + _e150.y) + _e150.z) + _e150.w)), vec4<bool>(false, false, true, false));
    let _e161 = r0_;
    let _e164 = consts.c[8];
    let _e165 = _e161.xyz;
    let _e166 = _e164.xyz;
    let _e168 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e172 = select((_e165 * _e166), _e168, ((_e165 == _e168) | (_e166 == _e168)));
    let _e179 = r3_;
    r3_ = select(_e179, vec4(((_e172.x + _e172.y) + _e172.z)), vec4<bool>(true, false, false, false));
    let _e181 = r0_;
    let _e184 = consts.c[9];
    let _e185 = _e181.xyz;
    let _e186 = _e184.xyz;
    let _e188 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e192 = select((_e185 * _e186), _e188, ((_e185 == _e188) | (_e186 == _e188)));
    let _e199 = r3_;
    r3_ = select(_e199, vec4(((_e192.x + _e192.y) + _e192.z)), vec4<bool>(false, true, false, false));
    let _e201 = r0_;
    let _e204 = consts.c[10];
    let _e205 = _e201.xyz;
    let _e206 = _e204.xyz;
    let _e208 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e212 = select((_e205 * _e206), _e208, ((_e205 == _e208) | (_e206 == _e208)));
    let _e219 = r3_;
    r3_ = select(_e219, vec4(((_e212.x + _e212.y) + _e212.z)), vec4<bool>(false, false, true, false));
    let _e221 = v0_;
    let _e224 = consts.c[12];
    let _e225 = _e221.xyz;
    let _e226 = _e224.xyz;
    let _e228 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e232 = select((_e225 * _e226), _e228, ((_e225 == _e228) | (_e226 == _e228)));
    let _e239 = r4_;
    r4_ = select(_e239, vec4(((_e232.x + _e232.y) + _e232.z)), vec4<bool>(true, false, false, false));
    let _e241 = v0_;
    let _e244 = consts.c[13];
    let _e245 = _e241.xyz;
    let _e246 = _e244.xyz;
    let _e248 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e252 = select((_e245 * _e246), _e248, ((_e245 == _e248) | (_e246 == _e248)));
    let _e259 = r4_;
    r4_ = select(_e259, vec4(((_e252.x + _e252.y) + _e252.z)), vec4<bool>(false, true, false, false));
    let _e261 = v0_;
    let _e264 = consts.c[16];
    let _e265 = _e261.xyz;
    let _e266 = _e264.xyz;
    let _e268 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e272 = select((_e265 * _e266), _e268, ((_e265 == _e268) | (_e266 == _e268)));
    let _e279 = r5_;
    r5_ = select(_e279, vec4(((_e272.x + _e272.y) + _e272.z)), vec4<bool>(true, false, false, false));
    let _e281 = v0_;
    let _e284 = consts.c[17];
    let _e285 = _e281.xyz;
    let _e286 = _e284.xyz;
    let _e288 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e292 = select((_e285 * _e286), _e288, ((_e285 == _e288) | (_e286 == _e288)));
    let _e299 = r5_;
    r5_ = select(_e299, vec4(((_e292.x + _e292.y) + _e292.z)), vec4<bool>(false, true, false, false));
    let _e301 = v0_;
    let _e304 = consts.c[18];
    let _e305 = _e301.xyz;
    let _e306 = _e304.xyz;
    let _e308 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e312 = select((_e305 * _e306), _e308, ((_e305 == _e308) | (_e306 == _e308)));
    let _e319 = r5_;
    r5_ = select(_e319, vec4(((_e312.x + _e312.y) + _e312.z)), vec4<bool>(false, false, true, false));
    let _e321 = v0_;
    let _e324 = consts.c[19];
    let _e325 = _e321.xyz;
    let _e326 = _e324.xyz;
    let _e328 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e332 = select((_e325 * _e326), _e328, ((_e325 == _e328) | (_e326 == _e328)));
    let _e339 = r5_;
    r5_ = select(_e339, vec4(((_e332.x + _e332.y) + _e332.z)), vec4<bool>(false, false, false, true));
    let _e341 = r1_;
    let _e342 = r2_;
    let _e344 = r1_;
    r1_ = select(_e344, (_e341 + _e342), vec4<bool>(true, true, true, false));
    let _e347 = r1_;
    let _e348 = r3_;
    let _e350 = r1_;
    r1_ = select(_e350, (_e347 + _e348), vec4<bool>(true, true, true, false));
    let _e352 = r4_;
    let _e355 = consts.c[20];
    let _e356 = r1_;
    let _e363 = r1_;
    r1_ = select(_e363, (select((_e352 * _e355), vec4<f32>(0f, 0f, 0f, 0f), ((_e352 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e355 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e356), vec4<bool>(true, true, false, false));
    let _e366 = r1_;
    let _e367 = r5_;
    r1_ = (_e366 + _e367);
    let _e369 = r1_;
    o0_ = _e369;
    let _e370 = o0_;
    return Output(_e370);
}
