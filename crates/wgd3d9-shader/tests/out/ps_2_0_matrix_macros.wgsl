struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<f32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e10 = textureSample(t0_, s0_, in0_.xy);
    let _e14 = consts[(_e4 + 0u)];
    let _e19 = select((_e10 * _e14), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e14 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e33 = consts[(_e4 + 1u)];
    let _e38 = select((_e10 * _e33), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e33 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e52 = consts[(_e4 + 2u)];
    let _e57 = select((_e10 * _e52), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e52 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e71 = consts[(_e4 + 3u)];
    let _e76 = select((_e10 * _e71), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e71 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e86 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((((_e19.x + _e19.y) + _e19.z) + _e19.w)), vec4<bool>(true, false, false, false)), vec4((((_e38.x + _e38.y) + _e38.z) + _e38.w)), vec4<bool>(false, true, false, false)), vec4((((_e57.x + _e57.y) + _e57.z) + _e57.w)), vec4<bool>(false, false, true, false)), vec4((((_e76.x + _e76.y) + _e76.z) + _e76.w)), vec4<bool>(false, false, false, true));
    let _e90 = consts[(_e4 + 4u)];
    let _e95 = select((_e10 * _e90), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e90 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e108 = consts[(_e4 + 5u)];
    let _e113 = select((_e10 * _e108), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e108 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e126 = consts[(_e4 + 6u)];
    let _e131 = select((_e10 * _e126), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e126 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e144 = consts[(_e4 + 8u)];
    let _e145 = _e10.xyz;
    let _e146 = _e144.xyz;
    let _e148 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e152 = select((_e145 * _e146), _e148, ((_e145 == _e148) | (_e146 == _e148)));
    let _e163 = consts[(_e4 + 9u)];
    let _e164 = _e10.xyz;
    let _e165 = _e163.xyz;
    let _e167 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e171 = select((_e164 * _e165), _e167, ((_e164 == _e167) | (_e165 == _e167)));
    let _e182 = consts[(_e4 + 10u)];
    let _e183 = _e10.xyz;
    let _e184 = _e182.xyz;
    let _e186 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e190 = select((_e183 * _e184), _e186, ((_e183 == _e186) | (_e184 == _e186)));
    let _e201 = consts[(_e4 + 12u)];
    let _e202 = in0_.xyz;
    let _e203 = _e201.xyz;
    let _e205 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e209 = select((_e202 * _e203), _e205, ((_e202 == _e205) | (_e203 == _e205)));
    let _e220 = consts[(_e4 + 13u)];
    let _e221 = in0_.xyz;
    let _e222 = _e220.xyz;
    let _e224 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e228 = select((_e221 * _e222), _e224, ((_e221 == _e224) | (_e222 == _e224)));
    let _e235 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e209.x + _e209.y) + _e209.z)), vec4<bool>(true, false, false, false)), vec4(((_e228.x + _e228.y) + _e228.z)), vec4<bool>(false, true, false, false));
    let _e239 = consts[(_e4 + 16u)];
    let _e240 = in0_.xyz;
    let _e241 = _e239.xyz;
    let _e243 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e247 = select((_e240 * _e241), _e243, ((_e240 == _e243) | (_e241 == _e243)));
    let _e258 = consts[(_e4 + 17u)];
    let _e259 = in0_.xyz;
    let _e260 = _e258.xyz;
    let _e262 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e266 = select((_e259 * _e260), _e262, ((_e259 == _e262) | (_e260 == _e262)));
    let _e277 = consts[(_e4 + 18u)];
    let _e278 = in0_.xyz;
    let _e279 = _e277.xyz;
    let _e281 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e285 = select((_e278 * _e279), _e281, ((_e278 == _e281) | (_e279 == _e281)));
    let _e296 = consts[(_e4 + 19u)];
    let _e297 = in0_.xyz;
    let _e298 = _e296.xyz;
    let _e300 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e304 = select((_e297 * _e298), _e300, ((_e297 == _e300) | (_e298 == _e300)));
    let _e314 = select(_e86, (_e86 + select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((((_e95.x + _e95.y) + _e95.z) + _e95.w)), vec4<bool>(true, false, false, false)), vec4((((_e113.x + _e113.y) + _e113.z) + _e113.w)), vec4<bool>(false, true, false, false)), vec4((((_e131.x + _e131.y) + _e131.z) + _e131.w)), vec4<bool>(false, false, true, false))), vec4<bool>(true, true, true, false));
    let _e316 = select(_e314, (_e314 + select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e152.x + _e152.y) + _e152.z)), vec4<bool>(true, false, false, false)), vec4(((_e171.x + _e171.y) + _e171.z)), vec4<bool>(false, true, false, false)), vec4(((_e190.x + _e190.y) + _e190.z)), vec4<bool>(false, false, true, false))), vec4<bool>(true, true, true, false));
    let _e320 = consts[(_e4 + 20u)];
    return Output((select(_e316, (select((_e235 * _e320), vec4<f32>(0f, 0f, 0f, 0f), ((_e235 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e320 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e316), vec4<bool>(true, true, false, false)) + select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e247.x + _e247.y) + _e247.z)), vec4<bool>(true, false, false, false)), vec4(((_e266.x + _e266.y) + _e266.z)), vec4<bool>(false, true, false, false)), vec4(((_e285.x + _e285.y) + _e285.z)), vec4<bool>(false, false, true, false)), vec4(((_e304.x + _e304.y) + _e304.z)), vec4<bool>(false, false, false, true))));
}
