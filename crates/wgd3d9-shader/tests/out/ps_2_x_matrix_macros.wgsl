struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    let _e8 = textureSample(t0_, s0_, in0_.xy);
    let _e12 = consts[(constant_index + 0u)];
    let _e13 = bitcast<vec4<f32>>(_e12);
    let _e18 = select((_e8 * _e13), vec4<f32>(0f, 0f, 0f, 0f), ((_e8 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e13 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e32 = consts[(constant_index + 1u)];
    let _e33 = bitcast<vec4<f32>>(_e32);
    let _e38 = select((_e8 * _e33), vec4<f32>(0f, 0f, 0f, 0f), ((_e8 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e33 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e52 = consts[(constant_index + 2u)];
    let _e53 = bitcast<vec4<f32>>(_e52);
    let _e58 = select((_e8 * _e53), vec4<f32>(0f, 0f, 0f, 0f), ((_e8 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e53 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e72 = consts[(constant_index + 3u)];
    let _e73 = bitcast<vec4<f32>>(_e72);
    let _e78 = select((_e8 * _e73), vec4<f32>(0f, 0f, 0f, 0f), ((_e8 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e73 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e88 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((((_e18.x + _e18.y) + _e18.z) + _e18.w)), vec4<bool>(true, false, false, false)), vec4((((_e38.x + _e38.y) + _e38.z) + _e38.w)), vec4<bool>(false, true, false, false)), vec4((((_e58.x + _e58.y) + _e58.z) + _e58.w)), vec4<bool>(false, false, true, false)), vec4((((_e78.x + _e78.y) + _e78.z) + _e78.w)), vec4<bool>(false, false, false, true));
    let _e92 = consts[(constant_index + 4u)];
    let _e93 = bitcast<vec4<f32>>(_e92);
    let _e98 = select((_e8 * _e93), vec4<f32>(0f, 0f, 0f, 0f), ((_e8 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e93 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e111 = consts[(constant_index + 5u)];
    let _e112 = bitcast<vec4<f32>>(_e111);
    let _e117 = select((_e8 * _e112), vec4<f32>(0f, 0f, 0f, 0f), ((_e8 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e112 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e130 = consts[(constant_index + 6u)];
    let _e131 = bitcast<vec4<f32>>(_e130);
    let _e136 = select((_e8 * _e131), vec4<f32>(0f, 0f, 0f, 0f), ((_e8 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e131 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e149 = consts[(constant_index + 8u)];
    let _e151 = _e8.xyz;
    let _e152 = bitcast<vec4<f32>>(_e149).xyz;
    let _e154 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e158 = select((_e151 * _e152), _e154, ((_e151 == _e154) | (_e152 == _e154)));
    let _e169 = consts[(constant_index + 9u)];
    let _e171 = _e8.xyz;
    let _e172 = bitcast<vec4<f32>>(_e169).xyz;
    let _e174 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e178 = select((_e171 * _e172), _e174, ((_e171 == _e174) | (_e172 == _e174)));
    let _e189 = consts[(constant_index + 10u)];
    let _e191 = _e8.xyz;
    let _e192 = bitcast<vec4<f32>>(_e189).xyz;
    let _e194 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e198 = select((_e191 * _e192), _e194, ((_e191 == _e194) | (_e192 == _e194)));
    let _e209 = consts[(constant_index + 12u)];
    let _e211 = in0_.xyz;
    let _e212 = bitcast<vec4<f32>>(_e209).xyz;
    let _e214 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e218 = select((_e211 * _e212), _e214, ((_e211 == _e214) | (_e212 == _e214)));
    let _e229 = consts[(constant_index + 13u)];
    let _e231 = in0_.xyz;
    let _e232 = bitcast<vec4<f32>>(_e229).xyz;
    let _e234 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e238 = select((_e231 * _e232), _e234, ((_e231 == _e234) | (_e232 == _e234)));
    let _e249 = consts[(constant_index + 16u)];
    let _e251 = in0_.xyz;
    let _e252 = bitcast<vec4<f32>>(_e249).xyz;
    let _e254 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e258 = select((_e251 * _e252), _e254, ((_e251 == _e254) | (_e252 == _e254)));
    let _e269 = consts[(constant_index + 17u)];
    let _e271 = in0_.xyz;
    let _e272 = bitcast<vec4<f32>>(_e269).xyz;
    let _e274 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e278 = select((_e271 * _e272), _e274, ((_e271 == _e274) | (_e272 == _e274)));
    let _e289 = consts[(constant_index + 18u)];
    let _e291 = in0_.xyz;
    let _e292 = bitcast<vec4<f32>>(_e289).xyz;
    let _e294 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e298 = select((_e291 * _e292), _e294, ((_e291 == _e294) | (_e292 == _e294)));
    let _e309 = consts[(constant_index + 19u)];
    let _e311 = in0_.xyz;
    let _e312 = bitcast<vec4<f32>>(_e309).xyz;
    let _e314 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e318 = select((_e311 * _e312), _e314, ((_e311 == _e314) | (_e312 == _e314)));
    let _e328 = select(_e88, (_e88 + select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((((_e98.x + _e98.y) + _e98.z) + _e98.w)), vec4<bool>(true, false, false, false)), vec4((((_e117.x + _e117.y) + _e117.z) + _e117.w)), vec4<bool>(false, true, false, false)), vec4((((_e136.x + _e136.y) + _e136.z) + _e136.w)), vec4<bool>(false, false, true, false))), vec4<bool>(true, true, true, false));
    let _e330 = select(_e328, (_e328 + select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e158.x + _e158.y) + _e158.z)), vec4<bool>(true, false, false, false)), vec4(((_e178.x + _e178.y) + _e178.z)), vec4<bool>(false, true, false, false)), vec4(((_e198.x + _e198.y) + _e198.z)), vec4<bool>(false, false, true, false))), vec4<bool>(true, true, true, false));
    return Output((select(_e330, (_e330 + select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e218.x + _e218.y) + _e218.z)), vec4<bool>(true, false, false, false)), vec4(((_e238.x + _e238.y) + _e238.z)), vec4<bool>(false, true, false, false))), vec4<bool>(true, true, false, false)) + select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e258.x + _e258.y) + _e258.z)), vec4<bool>(true, false, false, false)), vec4(((_e278.x + _e278.y) + _e278.z)), vec4<bool>(false, true, false, false)), vec4(((_e298.x + _e298.y) + _e298.z)), vec4<bool>(false, false, true, false)), vec4(((_e318.x + _e318.y) + _e318.z)), vec4<bool>(false, false, false, true))));
}
