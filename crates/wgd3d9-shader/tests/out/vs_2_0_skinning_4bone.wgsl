struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e14 = (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx);
    let _e15 = _e14.xxxx;
    let _e23 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e15) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e15)), vec4<bool>(true, false, false, false));
    let _e27 = (i32(_e23.x) + 20i);
    let _e33 = consts[(_e4 + min(u32(_e27), 265u))];
    let _e44 = (i32(_e23.x) + 21i);
    let _e49 = consts[(_e4 + min(u32(_e44), 265u))];
    let _e60 = (i32(_e23.x) + 22i);
    let _e65 = consts[(_e4 + min(u32(_e60), 265u))];
    let _e72 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e33), vec4<f32>(3f, 1f, 0f, 0f), (_e27 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e49), vec4<f32>(3f, 1f, 0f, 0f), (_e44 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e65), vec4<f32>(3f, 1f, 0f, 0f), (_e60 == 4i)))), vec4<bool>(false, false, true, false));
    let _e75 = (i32(_e23.x) + 20i);
    let _e80 = consts[(_e4 + min(u32(_e75), 265u))];
    let _e91 = (i32(_e23.x) + 21i);
    let _e96 = consts[(_e4 + min(u32(_e91), 265u))];
    let _e107 = (i32(_e23.x) + 22i);
    let _e112 = consts[(_e4 + min(u32(_e107), 265u))];
    let _e120 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e80), vec4<f32>(3f, 1f, 0f, 0f), (_e75 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e96), vec4<f32>(3f, 1f, 0f, 0f), (_e91 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e112), vec4<f32>(3f, 1f, 0f, 0f), (_e107 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e124 = select(_e72, (_e72 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e127 = select(_e120, (_e120 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e128 = _e14.yyyy;
    let _e134 = select(_e23, (floor((abs(_e128) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e128)), vec4<bool>(true, false, false, false));
    let _e137 = (i32(_e134.x) + 20i);
    let _e142 = consts[(_e4 + min(u32(_e137), 265u))];
    let _e151 = (i32(_e134.x) + 21i);
    let _e156 = consts[(_e4 + min(u32(_e151), 265u))];
    let _e165 = (i32(_e134.x) + 22i);
    let _e170 = consts[(_e4 + min(u32(_e165), 265u))];
    let _e176 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e142), vec4<f32>(3f, 1f, 0f, 0f), (_e137 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e156), vec4<f32>(3f, 1f, 0f, 0f), (_e151 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e170), vec4<f32>(3f, 1f, 0f, 0f), (_e165 == 4i)))), vec4<bool>(false, false, true, false));
    let _e179 = (i32(_e134.x) + 20i);
    let _e184 = consts[(_e4 + min(u32(_e179), 265u))];
    let _e195 = (i32(_e134.x) + 21i);
    let _e200 = consts[(_e4 + min(u32(_e195), 265u))];
    let _e211 = (i32(_e134.x) + 22i);
    let _e216 = consts[(_e4 + min(u32(_e211), 265u))];
    let _e224 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e184), vec4<f32>(3f, 1f, 0f, 0f), (_e179 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e200), vec4<f32>(3f, 1f, 0f, 0f), (_e195 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e216), vec4<f32>(3f, 1f, 0f, 0f), (_e211 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e228 = select(_e124, ((_e176 * in1_.yyyy) + _e124), vec4<bool>(true, true, true, false));
    let _e232 = select(_e127, ((_e224 * in1_.yyyy) + _e127), vec4<bool>(true, true, true, false));
    let _e233 = _e14.zzzz;
    let _e239 = select(_e134, (floor((abs(_e233) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e233)), vec4<bool>(true, false, false, false));
    let _e242 = (i32(_e239.x) + 20i);
    let _e247 = consts[(_e4 + min(u32(_e242), 265u))];
    let _e256 = (i32(_e239.x) + 21i);
    let _e261 = consts[(_e4 + min(u32(_e256), 265u))];
    let _e270 = (i32(_e239.x) + 22i);
    let _e275 = consts[(_e4 + min(u32(_e270), 265u))];
    let _e281 = select(select(select(_e176, vec4(dot(in0_, select(bitcast<vec4<f32>>(_e247), vec4<f32>(3f, 1f, 0f, 0f), (_e242 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e261), vec4<f32>(3f, 1f, 0f, 0f), (_e256 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e275), vec4<f32>(3f, 1f, 0f, 0f), (_e270 == 4i)))), vec4<bool>(false, false, true, false));
    let _e284 = (i32(_e239.x) + 20i);
    let _e289 = consts[(_e4 + min(u32(_e284), 265u))];
    let _e300 = (i32(_e239.x) + 21i);
    let _e305 = consts[(_e4 + min(u32(_e300), 265u))];
    let _e316 = (i32(_e239.x) + 22i);
    let _e321 = consts[(_e4 + min(u32(_e316), 265u))];
    let _e329 = select(select(select(_e224, vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e289), vec4<f32>(3f, 1f, 0f, 0f), (_e284 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e305), vec4<f32>(3f, 1f, 0f, 0f), (_e300 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e321), vec4<f32>(3f, 1f, 0f, 0f), (_e316 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e333 = select(_e228, ((_e281 * in1_.zzzz) + _e228), vec4<bool>(true, true, true, false));
    let _e337 = select(_e232, ((_e329 * in1_.zzzz) + _e232), vec4<bool>(true, true, true, false));
    let _e343 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, vec4<f32>(3f, 1f, 0f, 0f).yyyy.xyz)), vec4<bool>(true, false, false, false));
    let _e348 = select(_e343, (-(_e343.xxxx) + vec4<f32>(3f, 1f, 0f, 0f).yyyy), vec4<bool>(true, false, false, false));
    let _e349 = _e14.wwww;
    let _e355 = select(_e239, (floor((abs(_e349) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e349)), vec4<bool>(true, false, false, false));
    let _e358 = (i32(_e355.x) + 20i);
    let _e363 = consts[(_e4 + min(u32(_e358), 265u))];
    let _e372 = (i32(_e355.x) + 21i);
    let _e377 = consts[(_e4 + min(u32(_e372), 265u))];
    let _e386 = (i32(_e355.x) + 22i);
    let _e391 = consts[(_e4 + min(u32(_e386), 265u))];
    let _e400 = (i32(_e355.x) + 20i);
    let _e405 = consts[(_e4 + min(u32(_e400), 265u))];
    let _e416 = (i32(_e355.x) + 21i);
    let _e421 = consts[(_e4 + min(u32(_e416), 265u))];
    let _e432 = (i32(_e355.x) + 22i);
    let _e437 = consts[(_e4 + min(u32(_e432), 265u))];
    let _e453 = select(_e337, ((select(select(select(_e329, vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e405), vec4<f32>(3f, 1f, 0f, 0f), (_e400 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e421), vec4<f32>(3f, 1f, 0f, 0f), (_e416 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e437), vec4<f32>(3f, 1f, 0f, 0f), (_e432 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e348.xxxx) + _e337), vec4<bool>(true, true, true, false));
    let _e456 = select(select(_e333, ((select(select(select(_e281, vec4(dot(in0_, select(bitcast<vec4<f32>>(_e363), vec4<f32>(3f, 1f, 0f, 0f), (_e358 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e377), vec4<f32>(3f, 1f, 0f, 0f), (_e372 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e391), vec4<f32>(3f, 1f, 0f, 0f), (_e386 == 4i)))), vec4<bool>(false, false, true, false)) * _e348.xxxx) + _e333), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e460 = consts[(_e4 + 0u)];
    let _e468 = consts[(_e4 + 1u)];
    let _e476 = consts[(_e4 + 2u)];
    let _e484 = consts[(_e4 + 3u)];
    let _e488 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e456, bitcast<vec4<f32>>(_e460))), vec4<bool>(true, false, false, false)), vec4(dot(_e456, bitcast<vec4<f32>>(_e468))), vec4<bool>(false, true, false, false)), vec4(dot(_e456, bitcast<vec4<f32>>(_e476))), vec4<bool>(false, false, true, false)), vec4(dot(_e456, bitcast<vec4<f32>>(_e484))), vec4<bool>(false, false, false, true));
    let _e491 = dot(_e453.xyz, _e453.xyz);
    let _e502 = consts[(_e4 + 8u)];
    let _e509 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e453 * vec4(inverseSqrt(_e491))), vec4<f32>(0f, 0f, 0f, 0f), (_e491 == 0f)), vec4<bool>(true, true, true, false)).xyz, bitcast<vec4<f32>>(_e502).xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e510 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e519 = consts[(_e4 + 256u)];
    let _e524 = consts[(_e4 + 257u)];
    return Output(select(_e488, ((_e488 * bitcast<vec4<f32>>(_e524)) + (bitcast<vec4<f32>>(_e519) * _e488.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e510, _e509, (_e509 >= _e510))), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)));
}
