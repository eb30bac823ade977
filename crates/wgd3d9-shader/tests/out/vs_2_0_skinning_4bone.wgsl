struct Constants {
    c: array<vec4<f32>, 266>,
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
    let _e12 = (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx);
    let _e13 = _e12.xxxx;
    let _e21 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e13) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e13)), vec4<bool>(true, false, false, false));
    let _e25 = (i32(_e21.x) + 20i);
    let _e27 = consts.c[_e25];
    let _e37 = (i32(_e21.x) + 21i);
    let _e39 = consts.c[_e37];
    let _e49 = (i32(_e21.x) + 22i);
    let _e51 = consts.c[_e49];
    let _e57 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e27, vec4<f32>(3f, 1f, 0f, 0f), (_e25 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e39, vec4<f32>(3f, 1f, 0f, 0f), (_e37 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e51, vec4<f32>(3f, 1f, 0f, 0f), (_e49 == 4i)))), vec4<bool>(false, false, true, false));
    let _e60 = (i32(_e21.x) + 20i);
    let _e62 = consts.c[_e60];
    let _e72 = (i32(_e21.x) + 21i);
    let _e74 = consts.c[_e72];
    let _e84 = (i32(_e21.x) + 22i);
    let _e86 = consts.c[_e84];
    let _e93 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e62, vec4<f32>(3f, 1f, 0f, 0f), (_e60 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e74, vec4<f32>(3f, 1f, 0f, 0f), (_e72 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e86, vec4<f32>(3f, 1f, 0f, 0f), (_e84 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e97 = select(_e57, (_e57 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e100 = select(_e93, (_e93 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e101 = _e12.yyyy;
    let _e107 = select(_e21, (floor((abs(_e101) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e101)), vec4<bool>(true, false, false, false));
    let _e110 = (i32(_e107.x) + 20i);
    let _e112 = consts.c[_e110];
    let _e120 = (i32(_e107.x) + 21i);
    let _e122 = consts.c[_e120];
    let _e130 = (i32(_e107.x) + 22i);
    let _e132 = consts.c[_e130];
    let _e137 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e112, vec4<f32>(3f, 1f, 0f, 0f), (_e110 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e122, vec4<f32>(3f, 1f, 0f, 0f), (_e120 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e132, vec4<f32>(3f, 1f, 0f, 0f), (_e130 == 4i)))), vec4<bool>(false, false, true, false));
    let _e140 = (i32(_e107.x) + 20i);
    let _e142 = consts.c[_e140];
    let _e152 = (i32(_e107.x) + 21i);
    let _e154 = consts.c[_e152];
    let _e164 = (i32(_e107.x) + 22i);
    let _e166 = consts.c[_e164];
    let _e173 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e142, vec4<f32>(3f, 1f, 0f, 0f), (_e140 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e154, vec4<f32>(3f, 1f, 0f, 0f), (_e152 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e166, vec4<f32>(3f, 1f, 0f, 0f), (_e164 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e177 = select(_e97, ((_e137 * in1_.yyyy) + _e97), vec4<bool>(true, true, true, false));
    let _e181 = select(_e100, ((_e173 * in1_.yyyy) + _e100), vec4<bool>(true, true, true, false));
    let _e182 = _e12.zzzz;
    let _e188 = select(_e107, (floor((abs(_e182) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e182)), vec4<bool>(true, false, false, false));
    let _e191 = (i32(_e188.x) + 20i);
    let _e193 = consts.c[_e191];
    let _e201 = (i32(_e188.x) + 21i);
    let _e203 = consts.c[_e201];
    let _e211 = (i32(_e188.x) + 22i);
    let _e213 = consts.c[_e211];
    let _e218 = select(select(select(_e137, vec4(dot(in0_, select(_e193, vec4<f32>(3f, 1f, 0f, 0f), (_e191 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e203, vec4<f32>(3f, 1f, 0f, 0f), (_e201 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e213, vec4<f32>(3f, 1f, 0f, 0f), (_e211 == 4i)))), vec4<bool>(false, false, true, false));
    let _e221 = (i32(_e188.x) + 20i);
    let _e223 = consts.c[_e221];
    let _e233 = (i32(_e188.x) + 21i);
    let _e235 = consts.c[_e233];
    let _e245 = (i32(_e188.x) + 22i);
    let _e247 = consts.c[_e245];
    let _e254 = select(select(select(_e173, vec4(dot(in3_.xyz, select(_e223, vec4<f32>(3f, 1f, 0f, 0f), (_e221 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e235, vec4<f32>(3f, 1f, 0f, 0f), (_e233 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e247, vec4<f32>(3f, 1f, 0f, 0f), (_e245 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e258 = select(_e177, ((_e218 * in1_.zzzz) + _e177), vec4<bool>(true, true, true, false));
    let _e262 = select(_e181, ((_e254 * in1_.zzzz) + _e181), vec4<bool>(true, true, true, false));
    let _e268 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, vec4<f32>(3f, 1f, 0f, 0f).yyyy.xyz)), vec4<bool>(true, false, false, false));
    let _e273 = select(_e268, (-(_e268.xxxx) + vec4<f32>(3f, 1f, 0f, 0f).yyyy), vec4<bool>(true, false, false, false));
    let _e274 = _e12.wwww;
    let _e280 = select(_e188, (floor((abs(_e274) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e274)), vec4<bool>(true, false, false, false));
    let _e283 = (i32(_e280.x) + 20i);
    let _e285 = consts.c[_e283];
    let _e293 = (i32(_e280.x) + 21i);
    let _e295 = consts.c[_e293];
    let _e303 = (i32(_e280.x) + 22i);
    let _e305 = consts.c[_e303];
    let _e313 = (i32(_e280.x) + 20i);
    let _e315 = consts.c[_e313];
    let _e325 = (i32(_e280.x) + 21i);
    let _e327 = consts.c[_e325];
    let _e337 = (i32(_e280.x) + 22i);
    let _e339 = consts.c[_e337];
    let _e354 = select(_e262, ((select(select(select(_e254, vec4(dot(in3_.xyz, select(_e315, vec4<f32>(3f, 1f, 0f, 0f), (_e313 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e327, vec4<f32>(3f, 1f, 0f, 0f), (_e325 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e339, vec4<f32>(3f, 1f, 0f, 0f), (_e337 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e273.xxxx) + _e262), vec4<bool>(true, true, true, false));
    let _e357 = select(select(_e258, ((select(select(select(_e218, vec4(dot(in0_, select(_e285, vec4<f32>(3f, 1f, 0f, 0f), (_e283 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e295, vec4<f32>(3f, 1f, 0f, 0f), (_e293 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e305, vec4<f32>(3f, 1f, 0f, 0f), (_e303 == 4i)))), vec4<bool>(false, false, true, false)) * _e273.xxxx) + _e258), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e359 = consts.c[0];
    let _e364 = consts.c[1];
    let _e369 = consts.c[2];
    let _e374 = consts.c[3];
    let _e377 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e357, _e359)), vec4<bool>(true, false, false, false)), vec4(dot(_e357, _e364)), vec4<bool>(false, true, false, false)), vec4(dot(_e357, _e369)), vec4<bool>(false, false, true, false)), vec4(dot(_e357, _e374)), vec4<bool>(false, false, false, true));
    let _e380 = dot(_e354.xyz, _e354.xyz);
    let _e389 = consts.c[8];
    let _e395 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e354 * vec4(inverseSqrt(_e380))), vec4<f32>(0f, 0f, 0f, 0f), (_e380 == 0f)), vec4<bool>(true, true, true, false)).xyz, _e389.xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e396 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e403 = consts.c[256];
    let _e405 = consts.c[257];
    return Output(select(_e377, ((_e377 * _e405) + (_e403 * _e377.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e396, _e395, (_e395 >= _e396))), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)));
}
