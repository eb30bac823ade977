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
    let _e28 = u32(_e27);
    let _e33 = consts[(_e4 + min(_e28, 265u))];
    let _e47 = (i32(_e23.x) + 21i);
    let _e48 = u32(_e47);
    let _e52 = consts[(_e4 + min(_e48, 265u))];
    let _e65 = (i32(_e23.x) + 22i);
    let _e66 = u32(_e65);
    let _e70 = consts[(_e4 + min(_e66, 265u))];
    let _e79 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e33), (_e28 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e27 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e52), (_e48 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e47 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e70), (_e66 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e65 == 4i)))), vec4<bool>(false, false, true, false));
    let _e82 = (i32(_e23.x) + 20i);
    let _e83 = u32(_e82);
    let _e87 = consts[(_e4 + min(_e83, 265u))];
    let _e100 = (i32(_e23.x) + 21i);
    let _e101 = u32(_e100);
    let _e105 = consts[(_e4 + min(_e101, 265u))];
    let _e118 = (i32(_e23.x) + 22i);
    let _e119 = u32(_e118);
    let _e123 = consts[(_e4 + min(_e119, 265u))];
    let _e133 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e87), (_e83 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e82 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e105), (_e101 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e100 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e123), (_e119 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e118 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e137 = select(_e79, (_e79 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e140 = select(_e133, (_e133 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e141 = _e14.yyyy;
    let _e147 = select(_e23, (floor((abs(_e141) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e141)), vec4<bool>(true, false, false, false));
    let _e150 = (i32(_e147.x) + 20i);
    let _e151 = u32(_e150);
    let _e155 = consts[(_e4 + min(_e151, 265u))];
    let _e166 = (i32(_e147.x) + 21i);
    let _e167 = u32(_e166);
    let _e171 = consts[(_e4 + min(_e167, 265u))];
    let _e182 = (i32(_e147.x) + 22i);
    let _e183 = u32(_e182);
    let _e187 = consts[(_e4 + min(_e183, 265u))];
    let _e195 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e155), (_e151 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e150 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e171), (_e167 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e166 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e187), (_e183 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e182 == 4i)))), vec4<bool>(false, false, true, false));
    let _e198 = (i32(_e147.x) + 20i);
    let _e199 = u32(_e198);
    let _e203 = consts[(_e4 + min(_e199, 265u))];
    let _e216 = (i32(_e147.x) + 21i);
    let _e217 = u32(_e216);
    let _e221 = consts[(_e4 + min(_e217, 265u))];
    let _e234 = (i32(_e147.x) + 22i);
    let _e235 = u32(_e234);
    let _e239 = consts[(_e4 + min(_e235, 265u))];
    let _e249 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e203), (_e199 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e198 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e221), (_e217 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e216 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e239), (_e235 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e234 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e253 = select(_e137, ((_e195 * in1_.yyyy) + _e137), vec4<bool>(true, true, true, false));
    let _e257 = select(_e140, ((_e249 * in1_.yyyy) + _e140), vec4<bool>(true, true, true, false));
    let _e258 = _e14.zzzz;
    let _e264 = select(_e147, (floor((abs(_e258) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e258)), vec4<bool>(true, false, false, false));
    let _e267 = (i32(_e264.x) + 20i);
    let _e268 = u32(_e267);
    let _e272 = consts[(_e4 + min(_e268, 265u))];
    let _e283 = (i32(_e264.x) + 21i);
    let _e284 = u32(_e283);
    let _e288 = consts[(_e4 + min(_e284, 265u))];
    let _e299 = (i32(_e264.x) + 22i);
    let _e300 = u32(_e299);
    let _e304 = consts[(_e4 + min(_e300, 265u))];
    let _e312 = select(select(select(_e195, vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e272), (_e268 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e267 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e288), (_e284 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e283 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e304), (_e300 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e299 == 4i)))), vec4<bool>(false, false, true, false));
    let _e315 = (i32(_e264.x) + 20i);
    let _e316 = u32(_e315);
    let _e320 = consts[(_e4 + min(_e316, 265u))];
    let _e333 = (i32(_e264.x) + 21i);
    let _e334 = u32(_e333);
    let _e338 = consts[(_e4 + min(_e334, 265u))];
    let _e351 = (i32(_e264.x) + 22i);
    let _e352 = u32(_e351);
    let _e356 = consts[(_e4 + min(_e352, 265u))];
    let _e366 = select(select(select(_e249, vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e320), (_e316 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e315 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e338), (_e334 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e333 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e356), (_e352 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e351 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e370 = select(_e253, ((_e312 * in1_.zzzz) + _e253), vec4<bool>(true, true, true, false));
    let _e374 = select(_e257, ((_e366 * in1_.zzzz) + _e257), vec4<bool>(true, true, true, false));
    let _e380 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, vec4<f32>(3f, 1f, 0f, 0f).yyyy.xyz)), vec4<bool>(true, false, false, false));
    let _e385 = select(_e380, (-(_e380.xxxx) + vec4<f32>(3f, 1f, 0f, 0f).yyyy), vec4<bool>(true, false, false, false));
    let _e386 = _e14.wwww;
    let _e392 = select(_e264, (floor((abs(_e386) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e386)), vec4<bool>(true, false, false, false));
    let _e395 = (i32(_e392.x) + 20i);
    let _e396 = u32(_e395);
    let _e400 = consts[(_e4 + min(_e396, 265u))];
    let _e411 = (i32(_e392.x) + 21i);
    let _e412 = u32(_e411);
    let _e416 = consts[(_e4 + min(_e412, 265u))];
    let _e427 = (i32(_e392.x) + 22i);
    let _e428 = u32(_e427);
    let _e432 = consts[(_e4 + min(_e428, 265u))];
    let _e443 = (i32(_e392.x) + 20i);
    let _e444 = u32(_e443);
    let _e448 = consts[(_e4 + min(_e444, 265u))];
    let _e461 = (i32(_e392.x) + 21i);
    let _e462 = u32(_e461);
    let _e466 = consts[(_e4 + min(_e462, 265u))];
    let _e479 = (i32(_e392.x) + 22i);
    let _e480 = u32(_e479);
    let _e484 = consts[(_e4 + min(_e480, 265u))];
    let _e502 = select(_e374, ((select(select(select(_e366, vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e448), (_e444 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e443 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e466), (_e462 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e461 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e484), (_e480 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e479 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e385.xxxx) + _e374), vec4<bool>(true, true, true, false));
    let _e505 = select(select(_e370, ((select(select(select(_e312, vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e400), (_e396 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e395 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e416), (_e412 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e411 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e432), (_e428 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e427 == 4i)))), vec4<bool>(false, false, true, false)) * _e385.xxxx) + _e370), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e509 = consts[(_e4 + 0u)];
    let _e517 = consts[(_e4 + 1u)];
    let _e525 = consts[(_e4 + 2u)];
    let _e533 = consts[(_e4 + 3u)];
    let _e537 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e505, bitcast<vec4<f32>>(_e509))), vec4<bool>(true, false, false, false)), vec4(dot(_e505, bitcast<vec4<f32>>(_e517))), vec4<bool>(false, true, false, false)), vec4(dot(_e505, bitcast<vec4<f32>>(_e525))), vec4<bool>(false, false, true, false)), vec4(dot(_e505, bitcast<vec4<f32>>(_e533))), vec4<bool>(false, false, false, true));
    let _e540 = dot(_e502.xyz, _e502.xyz);
    let _e551 = consts[(_e4 + 8u)];
    let _e558 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e502 * vec4(inverseSqrt(_e540))), vec4<f32>(0f, 0f, 0f, 0f), (_e540 == 0f)), vec4<bool>(true, true, true, false)).xyz, bitcast<vec4<f32>>(_e551).xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e559 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e567 = consts[(_e4 + 256u)];
    let _e572 = consts[(_e4 + 257u)];
    return Output(select(_e537, ((_e537 * bitcast<vec4<f32>>(_e572)) + (bitcast<vec4<f32>>(_e567) * _e537.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e559, _e558, (_e558 >= _e559))), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)));
}
