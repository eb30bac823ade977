struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e24 = (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx);
    let _e25 = _e24.xxxx;
    let _e33 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e25) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e25)), vec4<bool>(true, false, false, false));
    let _e37 = (i32(_e33.x) + 20i);
    let _e38 = u32(_e37);
    let _e43 = consts[(_e13 + min(_e38, 265u))];
    let _e57 = (i32(_e33.x) + 21i);
    let _e58 = u32(_e57);
    let _e62 = consts[(_e13 + min(_e58, 265u))];
    let _e75 = (i32(_e33.x) + 22i);
    let _e76 = u32(_e75);
    let _e80 = consts[(_e13 + min(_e76, 265u))];
    let _e89 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e43), (_e38 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e37 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e62), (_e58 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e57 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e80), (_e76 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e75 == 4i)))), vec4<bool>(false, false, true, false));
    let _e92 = (i32(_e33.x) + 20i);
    let _e93 = u32(_e92);
    let _e97 = consts[(_e13 + min(_e93, 265u))];
    let _e110 = (i32(_e33.x) + 21i);
    let _e111 = u32(_e110);
    let _e115 = consts[(_e13 + min(_e111, 265u))];
    let _e128 = (i32(_e33.x) + 22i);
    let _e129 = u32(_e128);
    let _e133 = consts[(_e13 + min(_e129, 265u))];
    let _e143 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e97), (_e93 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e92 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e115), (_e111 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e110 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e133), (_e129 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e128 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e147 = select(_e89, (_e89 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e150 = select(_e143, (_e143 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e151 = _e24.yyyy;
    let _e157 = select(_e33, (floor((abs(_e151) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e151)), vec4<bool>(true, false, false, false));
    let _e160 = (i32(_e157.x) + 20i);
    let _e161 = u32(_e160);
    let _e165 = consts[(_e13 + min(_e161, 265u))];
    let _e176 = (i32(_e157.x) + 21i);
    let _e177 = u32(_e176);
    let _e181 = consts[(_e13 + min(_e177, 265u))];
    let _e192 = (i32(_e157.x) + 22i);
    let _e193 = u32(_e192);
    let _e197 = consts[(_e13 + min(_e193, 265u))];
    let _e205 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e165), (_e161 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e160 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e181), (_e177 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e176 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e197), (_e193 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e192 == 4i)))), vec4<bool>(false, false, true, false));
    let _e208 = (i32(_e157.x) + 20i);
    let _e209 = u32(_e208);
    let _e213 = consts[(_e13 + min(_e209, 265u))];
    let _e226 = (i32(_e157.x) + 21i);
    let _e227 = u32(_e226);
    let _e231 = consts[(_e13 + min(_e227, 265u))];
    let _e244 = (i32(_e157.x) + 22i);
    let _e245 = u32(_e244);
    let _e249 = consts[(_e13 + min(_e245, 265u))];
    let _e259 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e213), (_e209 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e208 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e231), (_e227 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e226 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e249), (_e245 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e244 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e263 = select(_e147, ((_e205 * in1_.yyyy) + _e147), vec4<bool>(true, true, true, false));
    let _e267 = select(_e150, ((_e259 * in1_.yyyy) + _e150), vec4<bool>(true, true, true, false));
    let _e268 = _e24.zzzz;
    let _e274 = select(_e157, (floor((abs(_e268) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e268)), vec4<bool>(true, false, false, false));
    let _e277 = (i32(_e274.x) + 20i);
    let _e278 = u32(_e277);
    let _e282 = consts[(_e13 + min(_e278, 265u))];
    let _e293 = (i32(_e274.x) + 21i);
    let _e294 = u32(_e293);
    let _e298 = consts[(_e13 + min(_e294, 265u))];
    let _e309 = (i32(_e274.x) + 22i);
    let _e310 = u32(_e309);
    let _e314 = consts[(_e13 + min(_e310, 265u))];
    let _e322 = select(select(select(_e205, vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e282), (_e278 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e277 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e298), (_e294 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e293 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e314), (_e310 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e309 == 4i)))), vec4<bool>(false, false, true, false));
    let _e325 = (i32(_e274.x) + 20i);
    let _e326 = u32(_e325);
    let _e330 = consts[(_e13 + min(_e326, 265u))];
    let _e343 = (i32(_e274.x) + 21i);
    let _e344 = u32(_e343);
    let _e348 = consts[(_e13 + min(_e344, 265u))];
    let _e361 = (i32(_e274.x) + 22i);
    let _e362 = u32(_e361);
    let _e366 = consts[(_e13 + min(_e362, 265u))];
    let _e376 = select(select(select(_e259, vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e330), (_e326 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e325 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e348), (_e344 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e343 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e366), (_e362 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e361 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e380 = select(_e263, ((_e322 * in1_.zzzz) + _e263), vec4<bool>(true, true, true, false));
    let _e384 = select(_e267, ((_e376 * in1_.zzzz) + _e267), vec4<bool>(true, true, true, false));
    let _e390 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, vec4<f32>(3f, 1f, 0f, 0f).yyyy.xyz)), vec4<bool>(true, false, false, false));
    let _e395 = select(_e390, (-(_e390.xxxx) + vec4<f32>(3f, 1f, 0f, 0f).yyyy), vec4<bool>(true, false, false, false));
    let _e396 = _e24.wwww;
    let _e402 = select(_e274, (floor((abs(_e396) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e396)), vec4<bool>(true, false, false, false));
    let _e405 = (i32(_e402.x) + 20i);
    let _e406 = u32(_e405);
    let _e410 = consts[(_e13 + min(_e406, 265u))];
    let _e421 = (i32(_e402.x) + 21i);
    let _e422 = u32(_e421);
    let _e426 = consts[(_e13 + min(_e422, 265u))];
    let _e437 = (i32(_e402.x) + 22i);
    let _e438 = u32(_e437);
    let _e442 = consts[(_e13 + min(_e438, 265u))];
    let _e453 = (i32(_e402.x) + 20i);
    let _e454 = u32(_e453);
    let _e458 = consts[(_e13 + min(_e454, 265u))];
    let _e471 = (i32(_e402.x) + 21i);
    let _e472 = u32(_e471);
    let _e476 = consts[(_e13 + min(_e472, 265u))];
    let _e489 = (i32(_e402.x) + 22i);
    let _e490 = u32(_e489);
    let _e494 = consts[(_e13 + min(_e490, 265u))];
    let _e512 = select(_e384, ((select(select(select(_e376, vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e458), (_e454 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e453 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e476), (_e472 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e471 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e494), (_e490 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e489 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e395.xxxx) + _e384), vec4<bool>(true, true, true, false));
    let _e515 = select(select(_e380, ((select(select(select(_e322, vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e410), (_e406 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e405 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e426), (_e422 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e421 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e442), (_e438 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e437 == 4i)))), vec4<bool>(false, false, true, false)) * _e395.xxxx) + _e380), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e518 = consts[(_e13 + 0u)];
    let _e525 = consts[(_e13 + 1u)];
    let _e533 = consts[(_e13 + 2u)];
    let _e541 = consts[(_e13 + 3u)];
    let _e545 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e515, bitcast<vec4<f32>>(_e518))), vec4<bool>(true, false, false, false)), vec4(dot(_e515, bitcast<vec4<f32>>(_e525))), vec4<bool>(false, true, false, false)), vec4(dot(_e515, bitcast<vec4<f32>>(_e533))), vec4<bool>(false, false, true, false)), vec4(dot(_e515, bitcast<vec4<f32>>(_e541))), vec4<bool>(false, false, false, true));
    let _e548 = dot(_e512.xyz, _e512.xyz);
    let _e559 = consts[(_e13 + 8u)];
    let _e566 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e512 * vec4(inverseSqrt(_e548))), vec4<f32>(0f, 0f, 0f, 0f), (_e548 == 0f)), vec4<bool>(true, true, true, false)).xyz, bitcast<vec4<f32>>(_e559).xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e567 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e575 = consts[(_e13 + 256u)];
    let _e580 = consts[(_e13 + 257u)];
    return Output(select(_e545, ((_e545 * bitcast<vec4<f32>>(_e580)) + (bitcast<vec4<f32>>(_e575) * _e545.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e567, _e566, (_e566 >= _e567))), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)), (_e9 >> 12u));
}
