struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
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
    let _e15 = bitcast<vec4<f32>>(_e14);
    let _e20 = select((_e10 * _e15), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e15 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e34 = consts[(_e4 + 1u)];
    let _e35 = bitcast<vec4<f32>>(_e34);
    let _e40 = select((_e10 * _e35), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e35 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e54 = consts[(_e4 + 2u)];
    let _e55 = bitcast<vec4<f32>>(_e54);
    let _e60 = select((_e10 * _e55), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e55 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e74 = consts[(_e4 + 3u)];
    let _e75 = bitcast<vec4<f32>>(_e74);
    let _e80 = select((_e10 * _e75), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e75 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e90 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((((_e20.x + _e20.y) + _e20.z) + _e20.w)), vec4<bool>(true, false, false, false)), vec4((((_e40.x + _e40.y) + _e40.z) + _e40.w)), vec4<bool>(false, true, false, false)), vec4((((_e60.x + _e60.y) + _e60.z) + _e60.w)), vec4<bool>(false, false, true, false)), vec4((((_e80.x + _e80.y) + _e80.z) + _e80.w)), vec4<bool>(false, false, false, true));
    let _e94 = consts[(_e4 + 4u)];
    let _e95 = bitcast<vec4<f32>>(_e94);
    let _e100 = select((_e10 * _e95), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e95 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e113 = consts[(_e4 + 5u)];
    let _e114 = bitcast<vec4<f32>>(_e113);
    let _e119 = select((_e10 * _e114), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e114 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e132 = consts[(_e4 + 6u)];
    let _e133 = bitcast<vec4<f32>>(_e132);
    let _e138 = select((_e10 * _e133), vec4<f32>(0f, 0f, 0f, 0f), ((_e10 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e133 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e151 = consts[(_e4 + 8u)];
    let _e153 = _e10.xyz;
    let _e154 = bitcast<vec4<f32>>(_e151).xyz;
    let _e156 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e160 = select((_e153 * _e154), _e156, ((_e153 == _e156) | (_e154 == _e156)));
    let _e171 = consts[(_e4 + 9u)];
    let _e173 = _e10.xyz;
    let _e174 = bitcast<vec4<f32>>(_e171).xyz;
    let _e176 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e180 = select((_e173 * _e174), _e176, ((_e173 == _e176) | (_e174 == _e176)));
    let _e191 = consts[(_e4 + 10u)];
    let _e193 = _e10.xyz;
    let _e194 = bitcast<vec4<f32>>(_e191).xyz;
    let _e196 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e200 = select((_e193 * _e194), _e196, ((_e193 == _e196) | (_e194 == _e196)));
    let _e211 = consts[(_e4 + 12u)];
    let _e213 = in0_.xyz;
    let _e214 = bitcast<vec4<f32>>(_e211).xyz;
    let _e216 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e220 = select((_e213 * _e214), _e216, ((_e213 == _e216) | (_e214 == _e216)));
    let _e231 = consts[(_e4 + 13u)];
    let _e233 = in0_.xyz;
    let _e234 = bitcast<vec4<f32>>(_e231).xyz;
    let _e236 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e240 = select((_e233 * _e234), _e236, ((_e233 == _e236) | (_e234 == _e236)));
    let _e251 = consts[(_e4 + 16u)];
    let _e253 = in0_.xyz;
    let _e254 = bitcast<vec4<f32>>(_e251).xyz;
    let _e256 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e260 = select((_e253 * _e254), _e256, ((_e253 == _e256) | (_e254 == _e256)));
    let _e271 = consts[(_e4 + 17u)];
    let _e273 = in0_.xyz;
    let _e274 = bitcast<vec4<f32>>(_e271).xyz;
    let _e276 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e280 = select((_e273 * _e274), _e276, ((_e273 == _e276) | (_e274 == _e276)));
    let _e291 = consts[(_e4 + 18u)];
    let _e293 = in0_.xyz;
    let _e294 = bitcast<vec4<f32>>(_e291).xyz;
    let _e296 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e300 = select((_e293 * _e294), _e296, ((_e293 == _e296) | (_e294 == _e296)));
    let _e311 = consts[(_e4 + 19u)];
    let _e313 = in0_.xyz;
    let _e314 = bitcast<vec4<f32>>(_e311).xyz;
    let _e316 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e320 = select((_e313 * _e314), _e316, ((_e313 == _e316) | (_e314 == _e316)));
    let _e330 = select(_e90, (_e90 + select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((((_e100.x + _e100.y) + _e100.z) + _e100.w)), vec4<bool>(true, false, false, false)), vec4((((_e119.x + _e119.y) + _e119.z) + _e119.w)), vec4<bool>(false, true, false, false)), vec4((((_e138.x + _e138.y) + _e138.z) + _e138.w)), vec4<bool>(false, false, true, false))), vec4<bool>(true, true, true, false));
    let _e332 = select(_e330, (_e330 + select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e160.x + _e160.y) + _e160.z)), vec4<bool>(true, false, false, false)), vec4(((_e180.x + _e180.y) + _e180.z)), vec4<bool>(false, true, false, false)), vec4(((_e200.x + _e200.y) + _e200.z)), vec4<bool>(false, false, true, false))), vec4<bool>(true, true, true, false));
    return Output((select(_e332, (_e332 + select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e220.x + _e220.y) + _e220.z)), vec4<bool>(true, false, false, false)), vec4(((_e240.x + _e240.y) + _e240.z)), vec4<bool>(false, true, false, false))), vec4<bool>(true, true, false, false)) + select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e260.x + _e260.y) + _e260.z)), vec4<bool>(true, false, false, false)), vec4(((_e280.x + _e280.y) + _e280.z)), vec4<bool>(false, true, false, false)), vec4(((_e300.x + _e300.y) + _e300.z)), vec4<bool>(false, false, true, false)), vec4(((_e320.x + _e320.y) + _e320.z)), vec4<bool>(false, false, false, true))));
}
