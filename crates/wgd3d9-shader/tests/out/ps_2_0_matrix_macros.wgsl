struct Constants {
    c: array<vec4<f32>, 40>,
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
    let _e8 = textureSample(t0_, s0_, in0_.xy);
    let _e10 = consts.c[0];
    let _e15 = select((_e8 * _e10), vec4<f32>(0f, 0f, 0f, 0f), ((_e8 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e10 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e27 = consts.c[1];
    let _e32 = select((_e8 * _e27), vec4<f32>(0f, 0f, 0f, 0f), ((_e8 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e27 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e44 = consts.c[2];
    let _e49 = select((_e8 * _e44), vec4<f32>(0f, 0f, 0f, 0f), ((_e8 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e44 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e61 = consts.c[3];
    let _e66 = select((_e8 * _e61), vec4<f32>(0f, 0f, 0f, 0f), ((_e8 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e61 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e76 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((((_e15.x + _e15.y) + _e15.z) + _e15.w)), vec4<bool>(true, false, false, false)), vec4((((_e32.x + _e32.y) + _e32.z) + _e32.w)), vec4<bool>(false, true, false, false)), vec4((((_e49.x + _e49.y) + _e49.z) + _e49.w)), vec4<bool>(false, false, true, false)), vec4((((_e66.x + _e66.y) + _e66.z) + _e66.w)), vec4<bool>(false, false, false, true));
    let _e78 = consts.c[4];
    let _e83 = select((_e8 * _e78), vec4<f32>(0f, 0f, 0f, 0f), ((_e8 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e78 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e94 = consts.c[5];
    let _e99 = select((_e8 * _e94), vec4<f32>(0f, 0f, 0f, 0f), ((_e8 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e94 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e110 = consts.c[6];
    let _e115 = select((_e8 * _e110), vec4<f32>(0f, 0f, 0f, 0f), ((_e8 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e110 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e126 = consts.c[8];
    let _e127 = _e8.xyz;
    let _e128 = _e126.xyz;
    let _e130 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e134 = select((_e127 * _e128), _e130, ((_e127 == _e130) | (_e128 == _e130)));
    let _e143 = consts.c[9];
    let _e144 = _e8.xyz;
    let _e145 = _e143.xyz;
    let _e147 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e151 = select((_e144 * _e145), _e147, ((_e144 == _e147) | (_e145 == _e147)));
    let _e160 = consts.c[10];
    let _e161 = _e8.xyz;
    let _e162 = _e160.xyz;
    let _e164 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e168 = select((_e161 * _e162), _e164, ((_e161 == _e164) | (_e162 == _e164)));
    let _e177 = consts.c[12];
    let _e178 = in0_.xyz;
    let _e179 = _e177.xyz;
    let _e181 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e185 = select((_e178 * _e179), _e181, ((_e178 == _e181) | (_e179 == _e181)));
    let _e194 = consts.c[13];
    let _e195 = in0_.xyz;
    let _e196 = _e194.xyz;
    let _e198 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e202 = select((_e195 * _e196), _e198, ((_e195 == _e198) | (_e196 == _e198)));
    let _e209 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e185.x + _e185.y) + _e185.z)), vec4<bool>(true, false, false, false)), vec4(((_e202.x + _e202.y) + _e202.z)), vec4<bool>(false, true, false, false));
    let _e211 = consts.c[16];
    let _e212 = in0_.xyz;
    let _e213 = _e211.xyz;
    let _e215 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e219 = select((_e212 * _e213), _e215, ((_e212 == _e215) | (_e213 == _e215)));
    let _e228 = consts.c[17];
    let _e229 = in0_.xyz;
    let _e230 = _e228.xyz;
    let _e232 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e236 = select((_e229 * _e230), _e232, ((_e229 == _e232) | (_e230 == _e232)));
    let _e245 = consts.c[18];
    let _e246 = in0_.xyz;
    let _e247 = _e245.xyz;
    let _e249 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e253 = select((_e246 * _e247), _e249, ((_e246 == _e249) | (_e247 == _e249)));
    let _e262 = consts.c[19];
    let _e263 = in0_.xyz;
    let _e264 = _e262.xyz;
    let _e266 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e270 = select((_e263 * _e264), _e266, ((_e263 == _e266) | (_e264 == _e266)));
    let _e280 = select(_e76, (_e76 + select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((((_e83.x + _e83.y) + _e83.z) + _e83.w)), vec4<bool>(true, false, false, false)), vec4((((_e99.x + _e99.y) + _e99.z) + _e99.w)), vec4<bool>(false, true, false, false)), vec4((((_e115.x + _e115.y) + _e115.z) + _e115.w)), vec4<bool>(false, false, true, false))), vec4<bool>(true, true, true, false));
    let _e282 = select(_e280, (_e280 + select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e134.x + _e134.y) + _e134.z)), vec4<bool>(true, false, false, false)), vec4(((_e151.x + _e151.y) + _e151.z)), vec4<bool>(false, true, false, false)), vec4(((_e168.x + _e168.y) + _e168.z)), vec4<bool>(false, false, true, false))), vec4<bool>(true, true, true, false));
    let _e284 = consts.c[20];
    return Output((select(_e282, (select((_e209 * _e284), vec4<f32>(0f, 0f, 0f, 0f), ((_e209 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e284 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e282), vec4<bool>(true, true, false, false)) + select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e219.x + _e219.y) + _e219.z)), vec4<bool>(true, false, false, false)), vec4(((_e236.x + _e236.y) + _e236.z)), vec4<bool>(false, true, false, false)), vec4(((_e253.x + _e253.y) + _e253.z)), vec4<bool>(false, false, true, false)), vec4(((_e270.x + _e270.y) + _e270.z)), vec4<bool>(false, false, false, true))));
}
