struct Constants {
    c: array<vec4<f32>, 88>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
    @location(0) out3_: vec4<f32>,
    @location(1) out4_: vec4<f32>,
    @location(2) out5_: vec4<f32>,
    @location(3) out6_: vec4<f32>,
    @location(4) out7_: vec4<f32>,
    @location(5) out8_: vec4<f32>,
    @location(6) out9_: vec4<f32>,
    @location(7) out10_: vec4<f32>,
    @location(10) out11_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec3<f32>, @location(3) in3_: vec3<f32>, @location(5) in5_: vec4<f32>, @location(7) in7_: vec2<f32>, @location(8) in8_: vec2<f32>) -> Output {
    let _e14 = vec4<f32>(in0_.x, in0_.y, in0_.z, 1f);
    let _e19 = vec4<f32>(in3_.x, in3_.y, in3_.z, 1f);
    let _e24 = vec4<f32>(in7_.x, in7_.y, 0f, 1f);
    let _e30 = consts.c[0];
    let _e36 = consts.c[14];
    let _e41 = consts.c[1];
    let _e47 = consts.c[15];
    let _e52 = consts.c[2];
    let _e58 = consts.c[16];
    let _e63 = consts.c[3];
    let _e67 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e14, _e30)), vec4<bool>(true, false, false, false)), vec4(dot(_e14, _e41)), vec4<bool>(false, true, false, false)), vec4(dot(_e14, _e52)), vec4<bool>(false, false, true, false)), vec4(dot(_e14, _e63)), vec4<bool>(false, false, false, true));
    let _e69 = consts.c[17];
    let _e72 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e14, _e36)), vec4<bool>(true, false, false, false)), vec4(dot(_e14, _e47)), vec4<bool>(false, true, false, false)), vec4(dot(_e14, _e58)), vec4<bool>(false, false, true, false)), vec4(dot(_e14, _e69)), vec4<bool>(false, false, false, true));
    let _e74 = consts.c[18];
    let _e81 = consts.c[19];
    let _e88 = consts.c[20];
    let _e94 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e19.xyz, _e74.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e19.xyz, _e81.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e19.xyz, _e88.xyz)), vec4<bool>(false, false, true, false)), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e99 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e94.xyz, _e94.xyz)), vec4<bool>(true, false, false, false));
    let _e102 = select(_e99, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e99, (_e99 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e111 = select(_e94, (_e94 * select(_e102, vec4(inverseSqrt(abs(_e102.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e112 = -(_e72);
    let _e117 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e112.xyz, _e112.xyz)), vec4<bool>(true, false, false, false));
    let _e120 = select(_e117, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e117, (_e117 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e128 = select(_e112, (_e112 * select(_e120, vec4(inverseSqrt(abs(_e120.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false));
    let _e130 = consts.c[8];
    let _e132 = consts.c[70];
    let _e134 = (_e132 + -(_e72));
    let _e139 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e134.xyz, _e134.xyz)), vec4<bool>(true, false, false, false));
    let _e144 = select(_e139, vec4(inverseSqrt(abs(_e139.x))), vec4<bool>(false, false, false, true));
    let _e147 = select(_e134, (_e134 * _e144.wwww), vec4<bool>(true, true, true, false));
    let _e149 = select(_e144, _e144.xxxx, vec4<bool>(false, false, true, false));
    let _e154 = select(select(_e149, vec4((1f / _e149.w)), vec4<bool>(false, true, false, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(true, false, false, false));
    let _e156 = consts.c[72];
    let _e161 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e154.xyz, _e156.xyz)), vec4<bool>(true, false, false, false));
    let _e165 = select(_e161, vec4((1f / _e161.x)), vec4<bool>(true, false, false, false));
    let _e173 = select(_e165, (_e165 * select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e156.wwww >= _e154.yyyy)), vec4<bool>(true, false, false, false))), vec4<bool>(true, false, false, false));
    let _e175 = consts.c[69];
    let _e185 = select((_e147 + _e128), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e190 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e185.xyz, _e185.xyz)), vec4<bool>(true, false, false, false));
    let _e193 = select(_e190, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e190, (_e190 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e208 = consts.c[13];
    let _e210 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e111.xyz, _e147.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e111.xyz, select(_e185, (_e185 * select(_e193, vec4(inverseSqrt(abs(_e193.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), _e208.xxxx, vec4<bool>(false, false, false, true));
    let _e223 = vec4<f32>(1f, max(_e210.x, 0f), select(0f, pow(_e210.y, clamp(_e210.w, -128f, 128f)), ((_e210.x > 0f) && (_e210.y > 0f))), 1f);
    let _e227 = select(_e223, (_e223 * _e173.xxxx), vec4<bool>(false, true, true, false));
    let _e229 = consts.c[67];
    let _e234 = consts.c[68];
    let _e239 = consts.c[77];
    let _e241 = (_e239 + -(_e72));
    let _e246 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e241.xyz, _e241.xyz)), vec4<bool>(true, false, false, false));
    let _e251 = select(_e246, vec4(inverseSqrt(abs(_e246.x))), vec4<bool>(false, false, false, true));
    let _e254 = select(_e241, (_e241 * _e251.wwww), vec4<bool>(true, true, true, false));
    let _e256 = select(_e251, _e251.xxxx, vec4<bool>(false, false, true, false));
    let _e261 = select(select(_e256, vec4((1f / _e256.w)), vec4<bool>(false, true, false, false)), vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(true, false, false, false));
    let _e263 = consts.c[79];
    let _e268 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e261.xyz, _e263.xyz)), vec4<bool>(true, false, false, false));
    let _e272 = select(_e268, vec4((1f / _e268.x)), vec4<bool>(true, false, false, false));
    let _e279 = select(_e272, (_e272 * select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e263.wwww >= _e261.yyyy)), vec4<bool>(true, false, false, false))), vec4<bool>(true, false, false, false));
    let _e282 = consts.c[78];
    let _e287 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(-(_e254).xyz, _e282.xyz)), vec4<bool>(true, false, false, false));
    let _e289 = consts.c[80];
    let _e294 = select(_e287, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e289.yyyy < _e287.xxxx)), vec4<bool>(false, true, false, false));
    let _e299 = select(_e294, (_e294.xxxx + -(_e289.yyyy)), vec4<bool>(true, false, false, false));
    let _e304 = select(_e299, saturate((_e299.xxxx * _e289.zzzz)), vec4<bool>(true, false, false, false));
    let _e307 = abs(_e304.x);
    let _e318 = select(_e304, vec4(min(select(select(pow(_e307, _e289.x), 340282350000000000000000000000000000000f, ((_e307 == 0f) && (_e289.x < 0f))), 1f, (_e289.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(true, false, false, false));
    let _e322 = select(_e279, (_e279.xxxx * _e318.xxxx), vec4<bool>(true, false, false, false));
    let _e326 = select(_e322, (_e322.xxxx * _e318.yyyy), vec4<bool>(true, false, false, false));
    let _e328 = consts.c[76];
    let _e338 = select((_e254 + _e128), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e343 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e338.xyz, _e338.xyz)), vec4<bool>(true, false, false, false));
    let _e346 = select(_e343, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e343, (_e343 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e361 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e111.xyz, _e254.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e111.xyz, select(_e338, (_e338 * select(_e346, vec4(inverseSqrt(abs(_e346.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), _e208.xxxx, vec4<bool>(false, false, false, true));
    let _e372 = vec4<f32>(1f, max(_e361.x, 0f), select(0f, pow(_e361.y, clamp(_e361.w, -128f, 128f)), ((_e361.x > 0f) && (_e361.y > 0f))), 1f);
    let _e375 = select(_e372, (_e372 * _e326.xxxx), vec4<bool>(false, true, true, false));
    let _e377 = consts.c[74];
    let _e382 = consts.c[75];
    let _e387 = consts.c[85];
    let _e389 = consts.c[83];
    let _e399 = select((_e387 + _e128), vec4<f32>(0f, 0f, 0f, 0f), vec4<bool>(false, false, false, true));
    let _e404 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e399.xyz, _e399.xyz)), vec4<bool>(true, false, false, false));
    let _e407 = select(_e404, select(vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f), _e404, (_e404 >= vec4<f32>(0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f, 0.000000000000000000000000000001f))), vec4<bool>(true, false, false, false));
    let _e422 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e111.xyz, _e387.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e111.xyz, select(_e399, (_e399 * select(_e407, vec4(inverseSqrt(abs(_e407.x))), vec4<bool>(true, false, false, false)).xxxx), vec4<bool>(true, true, true, false)).xyz)), vec4<bool>(false, true, false, false)), _e208.xxxx, vec4<bool>(false, false, false, true));
    let _e433 = vec4<f32>(1f, max(_e422.x, 0f), select(0f, pow(_e422.y, clamp(_e422.w, -128f, 128f)), ((_e422.x > 0f) && (_e422.y > 0f))), 1f);
    let _e436 = select(_e433, (_e433 * vec4<f32>(1f, 1f, 1f, 1f).xxxx), vec4<bool>(false, true, true, false));
    let _e438 = consts.c[81];
    let _e443 = consts.c[82];
    let _e448 = consts.c[10];
    let _e450 = consts.c[12];
    let _e455 = consts.c[9];
    let _e463 = consts.c[11];
    let _e470 = consts.c[26];
    let _e472 = select(vec4<f32>(0f, 0f, 0f, 0f), _e470.xxxx, vec4<bool>(true, false, false, false));
    let _e473 = _e472.xxxx;
    let _e474 = _e470.yyyy;
    let _e478 = select(_e472, select(_e474, _e473, (_e473 >= _e474)), vec4<bool>(true, false, false, false)).xxxx;
    let _e479 = _e470.zzzz;
    let _e484 = consts.c[6];
    let _e486 = consts.c[7];
    return Output(select(_e67, ((_e67 * _e486) + (_e484 * _e67.wwww)), vec4<bool>(true, true, true, false)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(((((_e438 * _e436.yyyy) + ((_e377 * _e375.yyyy) + ((_e229 * _e227.yyyy) + vec4<f32>(0f, 0f, 0f, 0f)))) * _e455) + select(vec4<f32>(0f, 0f, 0f, 0f), ((((_e389 * vec4<f32>(1f, 1f, 1f, 1f).xxxx) + ((_e328 * _e326.xxxx) + ((_e175 * _e173.xxxx) + _e130))) * _e448) + _e450), vec4<bool>(true, true, true, false)))), vec4<bool>(true, true, true, false)), saturate(_e455), vec4<bool>(false, false, false, true)), select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate((((_e443 * _e436.zzzz) + ((_e382 * _e375.zzzz) + ((_e234 * _e227.zzzz) + vec4<f32>(0f, 0f, 0f, 0f)))) * _e463)), vec4<bool>(true, true, true, false)), saturate(_e463), vec4<bool>(false, false, false, true)), _e24, _e24, _e24, _e24, _e24, _e24, _e24, _e24, vec4<f32>(1f, 1f, 1f, 1f));
}
