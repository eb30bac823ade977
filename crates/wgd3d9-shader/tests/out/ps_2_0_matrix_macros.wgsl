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
    let _e7 = textureSample(t0_, s0_, in0_.xy);
    let _e10 = consts.c[0];
    let _e15 = select((_e7 * _e10), vec4<f32>(0f, 0f, 0f, 0f), ((_e7 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e10 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e28 = consts.c[1];
    let _e33 = select((_e7 * _e28), vec4<f32>(0f, 0f, 0f, 0f), ((_e7 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e28 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e46 = consts.c[2];
    let _e51 = select((_e7 * _e46), vec4<f32>(0f, 0f, 0f, 0f), ((_e7 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e46 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e64 = consts.c[3];
    let _e69 = select((_e7 * _e64), vec4<f32>(0f, 0f, 0f, 0f), ((_e7 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e64 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e79 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((((_e15.x + _e15.y) + _e15.z) + _e15.w)), vec4<bool>(true, false, false, false)), vec4((((_e33.x + _e33.y) + _e33.z) + _e33.w)), vec4<bool>(false, true, false, false)), vec4((((_e51.x + _e51.y) + _e51.z) + _e51.w)), vec4<bool>(false, false, true, false)), vec4((((_e69.x + _e69.y) + _e69.z) + _e69.w)), vec4<bool>(false, false, false, true));
    let _e82 = consts.c[4];
    let _e87 = select((_e7 * _e82), vec4<f32>(0f, 0f, 0f, 0f), ((_e7 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e82 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e99 = consts.c[5];
    let _e104 = select((_e7 * _e99), vec4<f32>(0f, 0f, 0f, 0f), ((_e7 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e99 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e116 = consts.c[6];
    let _e121 = select((_e7 * _e116), vec4<f32>(0f, 0f, 0f, 0f), ((_e7 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e116 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e133 = consts.c[8];
    let _e134 = _e7.xyz;
    let _e135 = _e133.xyz;
    let _e137 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e141 = select((_e134 * _e135), _e137, ((_e134 == _e137) | (_e135 == _e137)));
    let _e151 = consts.c[9];
    let _e152 = _e7.xyz;
    let _e153 = _e151.xyz;
    let _e155 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e159 = select((_e152 * _e153), _e155, ((_e152 == _e155) | (_e153 == _e155)));
    let _e169 = consts.c[10];
    let _e170 = _e7.xyz;
    let _e171 = _e169.xyz;
    let _e173 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e177 = select((_e170 * _e171), _e173, ((_e170 == _e173) | (_e171 == _e173)));
    let _e187 = consts.c[12];
    let _e188 = in0_.xyz;
    let _e189 = _e187.xyz;
    let _e191 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e195 = select((_e188 * _e189), _e191, ((_e188 == _e191) | (_e189 == _e191)));
    let _e205 = consts.c[13];
    let _e206 = in0_.xyz;
    let _e207 = _e205.xyz;
    let _e209 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e213 = select((_e206 * _e207), _e209, ((_e206 == _e209) | (_e207 == _e209)));
    let _e220 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e195.x + _e195.y) + _e195.z)), vec4<bool>(true, false, false, false)), vec4(((_e213.x + _e213.y) + _e213.z)), vec4<bool>(false, true, false, false));
    let _e223 = consts.c[16];
    let _e224 = in0_.xyz;
    let _e225 = _e223.xyz;
    let _e227 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e231 = select((_e224 * _e225), _e227, ((_e224 == _e227) | (_e225 == _e227)));
    let _e241 = consts.c[17];
    let _e242 = in0_.xyz;
    let _e243 = _e241.xyz;
    let _e245 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e249 = select((_e242 * _e243), _e245, ((_e242 == _e245) | (_e243 == _e245)));
    let _e259 = consts.c[18];
    let _e260 = in0_.xyz;
    let _e261 = _e259.xyz;
    let _e263 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e267 = select((_e260 * _e261), _e263, ((_e260 == _e263) | (_e261 == _e263)));
    let _e277 = consts.c[19];
    let _e278 = in0_.xyz;
    let _e279 = _e277.xyz;
    let _e281 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e285 = select((_e278 * _e279), _e281, ((_e278 == _e281) | (_e279 == _e281)));
    let _e295 = select(_e79, (_e79 + select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4((((_e87.x + _e87.y) + _e87.z) + _e87.w)), vec4<bool>(true, false, false, false)), vec4((((_e104.x + _e104.y) + _e104.z) + _e104.w)), vec4<bool>(false, true, false, false)), vec4((((_e121.x + _e121.y) + _e121.z) + _e121.w)), vec4<bool>(false, false, true, false))), vec4<bool>(true, true, true, false));
    let _e297 = select(_e295, (_e295 + select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e141.x + _e141.y) + _e141.z)), vec4<bool>(true, false, false, false)), vec4(((_e159.x + _e159.y) + _e159.z)), vec4<bool>(false, true, false, false)), vec4(((_e177.x + _e177.y) + _e177.z)), vec4<bool>(false, false, true, false))), vec4<bool>(true, true, true, false));
    let _e300 = consts.c[20];
    return Output((select(_e297, (select((_e220 * _e300), vec4<f32>(0f, 0f, 0f, 0f), ((_e220 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e300 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e297), vec4<bool>(true, true, false, false)) + select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e231.x + _e231.y) + _e231.z)), vec4<bool>(true, false, false, false)), vec4(((_e249.x + _e249.y) + _e249.z)), vec4<bool>(false, true, false, false)), vec4(((_e267.x + _e267.y) + _e267.z)), vec4<bool>(false, false, true, false)), vec4(((_e285.x + _e285.y) + _e285.z)), vec4<bool>(false, false, false, true))));
}
