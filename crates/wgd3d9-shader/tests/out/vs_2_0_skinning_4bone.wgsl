struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    let _e11 = (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx);
    let _e12 = _e11.xxxx;
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e12) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e12)), vec4<bool>(true, false, false, false));
    let _e25 = (i32(_e20.x) + 20i);
    let _e27 = consts.c[_e25];
    let _e38 = (i32(_e20.x) + 21i);
    let _e40 = consts.c[_e38];
    let _e51 = (i32(_e20.x) + 22i);
    let _e53 = consts.c[_e51];
    let _e59 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e27, vec4<f32>(3f, 1f, 0f, 0f), (_e25 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e40, vec4<f32>(3f, 1f, 0f, 0f), (_e38 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e53, vec4<f32>(3f, 1f, 0f, 0f), (_e51 == 4i)))), vec4<bool>(false, false, true, false));
    let _e63 = (i32(_e20.x) + 20i);
    let _e65 = consts.c[_e63];
    let _e76 = (i32(_e20.x) + 21i);
    let _e78 = consts.c[_e76];
    let _e89 = (i32(_e20.x) + 22i);
    let _e91 = consts.c[_e89];
    let _e98 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e65, vec4<f32>(3f, 1f, 0f, 0f), (_e63 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e78, vec4<f32>(3f, 1f, 0f, 0f), (_e76 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e91, vec4<f32>(3f, 1f, 0f, 0f), (_e89 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e102 = select(_e59, (_e59 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e105 = select(_e98, (_e98 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e106 = _e11.yyyy;
    let _e112 = select(_e20, (floor((abs(_e106) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e106)), vec4<bool>(true, false, false, false));
    let _e116 = (i32(_e112.x) + 20i);
    let _e118 = consts.c[_e116];
    let _e127 = (i32(_e112.x) + 21i);
    let _e129 = consts.c[_e127];
    let _e138 = (i32(_e112.x) + 22i);
    let _e140 = consts.c[_e138];
    let _e145 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e118, vec4<f32>(3f, 1f, 0f, 0f), (_e116 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e129, vec4<f32>(3f, 1f, 0f, 0f), (_e127 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e140, vec4<f32>(3f, 1f, 0f, 0f), (_e138 == 4i)))), vec4<bool>(false, false, true, false));
    let _e149 = (i32(_e112.x) + 20i);
    let _e151 = consts.c[_e149];
    let _e162 = (i32(_e112.x) + 21i);
    let _e164 = consts.c[_e162];
    let _e175 = (i32(_e112.x) + 22i);
    let _e177 = consts.c[_e175];
    let _e184 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e151, vec4<f32>(3f, 1f, 0f, 0f), (_e149 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e164, vec4<f32>(3f, 1f, 0f, 0f), (_e162 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e177, vec4<f32>(3f, 1f, 0f, 0f), (_e175 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e188 = select(_e102, ((_e145 * in1_.yyyy) + _e102), vec4<bool>(true, true, true, false));
    let _e192 = select(_e105, ((_e184 * in1_.yyyy) + _e105), vec4<bool>(true, true, true, false));
    let _e193 = _e11.zzzz;
    let _e199 = select(_e112, (floor((abs(_e193) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e193)), vec4<bool>(true, false, false, false));
    let _e203 = (i32(_e199.x) + 20i);
    let _e205 = consts.c[_e203];
    let _e214 = (i32(_e199.x) + 21i);
    let _e216 = consts.c[_e214];
    let _e225 = (i32(_e199.x) + 22i);
    let _e227 = consts.c[_e225];
    let _e232 = select(select(select(_e145, vec4(dot(in0_, select(_e205, vec4<f32>(3f, 1f, 0f, 0f), (_e203 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e216, vec4<f32>(3f, 1f, 0f, 0f), (_e214 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e227, vec4<f32>(3f, 1f, 0f, 0f), (_e225 == 4i)))), vec4<bool>(false, false, true, false));
    let _e236 = (i32(_e199.x) + 20i);
    let _e238 = consts.c[_e236];
    let _e249 = (i32(_e199.x) + 21i);
    let _e251 = consts.c[_e249];
    let _e262 = (i32(_e199.x) + 22i);
    let _e264 = consts.c[_e262];
    let _e271 = select(select(select(_e184, vec4(dot(in3_.xyz, select(_e238, vec4<f32>(3f, 1f, 0f, 0f), (_e236 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e251, vec4<f32>(3f, 1f, 0f, 0f), (_e249 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e264, vec4<f32>(3f, 1f, 0f, 0f), (_e262 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e275 = select(_e188, ((_e232 * in1_.zzzz) + _e188), vec4<bool>(true, true, true, false));
    let _e279 = select(_e192, ((_e271 * in1_.zzzz) + _e192), vec4<bool>(true, true, true, false));
    let _e285 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, vec4<f32>(3f, 1f, 0f, 0f).yyyy.xyz)), vec4<bool>(true, false, false, false));
    let _e290 = select(_e285, (-(_e285.xxxx) + vec4<f32>(3f, 1f, 0f, 0f).yyyy), vec4<bool>(true, false, false, false));
    let _e291 = _e11.wwww;
    let _e297 = select(_e199, (floor((abs(_e291) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e291)), vec4<bool>(true, false, false, false));
    let _e301 = (i32(_e297.x) + 20i);
    let _e303 = consts.c[_e301];
    let _e312 = (i32(_e297.x) + 21i);
    let _e314 = consts.c[_e312];
    let _e323 = (i32(_e297.x) + 22i);
    let _e325 = consts.c[_e323];
    let _e334 = (i32(_e297.x) + 20i);
    let _e336 = consts.c[_e334];
    let _e347 = (i32(_e297.x) + 21i);
    let _e349 = consts.c[_e347];
    let _e360 = (i32(_e297.x) + 22i);
    let _e362 = consts.c[_e360];
    let _e377 = select(_e279, ((select(select(select(_e271, vec4(dot(in3_.xyz, select(_e336, vec4<f32>(3f, 1f, 0f, 0f), (_e334 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e349, vec4<f32>(3f, 1f, 0f, 0f), (_e347 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e362, vec4<f32>(3f, 1f, 0f, 0f), (_e360 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e290.xxxx) + _e279), vec4<bool>(true, true, true, false));
    let _e380 = select(select(_e275, ((select(select(select(_e232, vec4(dot(in0_, select(_e303, vec4<f32>(3f, 1f, 0f, 0f), (_e301 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e314, vec4<f32>(3f, 1f, 0f, 0f), (_e312 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e325, vec4<f32>(3f, 1f, 0f, 0f), (_e323 == 4i)))), vec4<bool>(false, false, true, false)) * _e290.xxxx) + _e275), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e383 = consts.c[0];
    let _e389 = consts.c[1];
    let _e395 = consts.c[2];
    let _e401 = consts.c[3];
    let _e404 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e380, _e383)), vec4<bool>(true, false, false, false)), vec4(dot(_e380, _e389)), vec4<bool>(false, true, false, false)), vec4(dot(_e380, _e395)), vec4<bool>(false, false, true, false)), vec4(dot(_e380, _e401)), vec4<bool>(false, false, false, true));
    let _e407 = dot(_e377.xyz, _e377.xyz);
    let _e417 = consts.c[8];
    let _e423 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e377 * vec4(inverseSqrt(_e407))), vec4<f32>(0f, 0f, 0f, 0f), (_e407 == 0f)), vec4<bool>(true, true, true, false)).xyz, _e417.xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e424 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e432 = consts.c[256];
    let _e435 = consts.c[257];
    return Output(select(_e404, ((_e404 * _e435) + (_e432 * _e404.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e424, _e423, (_e423 >= _e424))), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)));
}
