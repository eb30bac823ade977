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
    let _e7 = select(_e3, instance_index, (_e3 == 4294967295u));
    let _e11 = (_e7 & 4095u);
    let _e22 = (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx);
    let _e23 = _e22.xxxx;
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e23) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e23)), vec4<bool>(true, false, false, false));
    let _e35 = (i32(_e31.x) + 20i);
    let _e36 = u32(_e35);
    let _e41 = consts[(_e11 + min(_e36, 265u))];
    let _e55 = (i32(_e31.x) + 21i);
    let _e56 = u32(_e55);
    let _e60 = consts[(_e11 + min(_e56, 265u))];
    let _e73 = (i32(_e31.x) + 22i);
    let _e74 = u32(_e73);
    let _e78 = consts[(_e11 + min(_e74, 265u))];
    let _e87 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e41), (_e36 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e35 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e60), (_e56 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e55 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e78), (_e74 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e73 == 4i)))), vec4<bool>(false, false, true, false));
    let _e90 = (i32(_e31.x) + 20i);
    let _e91 = u32(_e90);
    let _e95 = consts[(_e11 + min(_e91, 265u))];
    let _e108 = (i32(_e31.x) + 21i);
    let _e109 = u32(_e108);
    let _e113 = consts[(_e11 + min(_e109, 265u))];
    let _e126 = (i32(_e31.x) + 22i);
    let _e127 = u32(_e126);
    let _e131 = consts[(_e11 + min(_e127, 265u))];
    let _e141 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e95), (_e91 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e90 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e113), (_e109 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e108 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e131), (_e127 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e126 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e145 = select(_e87, (_e87 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e148 = select(_e141, (_e141 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e149 = _e22.yyyy;
    let _e155 = select(_e31, (floor((abs(_e149) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e149)), vec4<bool>(true, false, false, false));
    let _e158 = (i32(_e155.x) + 20i);
    let _e159 = u32(_e158);
    let _e163 = consts[(_e11 + min(_e159, 265u))];
    let _e174 = (i32(_e155.x) + 21i);
    let _e175 = u32(_e174);
    let _e179 = consts[(_e11 + min(_e175, 265u))];
    let _e190 = (i32(_e155.x) + 22i);
    let _e191 = u32(_e190);
    let _e195 = consts[(_e11 + min(_e191, 265u))];
    let _e203 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e163), (_e159 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e158 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e179), (_e175 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e174 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e195), (_e191 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e190 == 4i)))), vec4<bool>(false, false, true, false));
    let _e206 = (i32(_e155.x) + 20i);
    let _e207 = u32(_e206);
    let _e211 = consts[(_e11 + min(_e207, 265u))];
    let _e224 = (i32(_e155.x) + 21i);
    let _e225 = u32(_e224);
    let _e229 = consts[(_e11 + min(_e225, 265u))];
    let _e242 = (i32(_e155.x) + 22i);
    let _e243 = u32(_e242);
    let _e247 = consts[(_e11 + min(_e243, 265u))];
    let _e257 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e211), (_e207 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e206 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e229), (_e225 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e224 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e247), (_e243 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e242 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e261 = select(_e145, ((_e203 * in1_.yyyy) + _e145), vec4<bool>(true, true, true, false));
    let _e265 = select(_e148, ((_e257 * in1_.yyyy) + _e148), vec4<bool>(true, true, true, false));
    let _e266 = _e22.zzzz;
    let _e272 = select(_e155, (floor((abs(_e266) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e266)), vec4<bool>(true, false, false, false));
    let _e275 = (i32(_e272.x) + 20i);
    let _e276 = u32(_e275);
    let _e280 = consts[(_e11 + min(_e276, 265u))];
    let _e291 = (i32(_e272.x) + 21i);
    let _e292 = u32(_e291);
    let _e296 = consts[(_e11 + min(_e292, 265u))];
    let _e307 = (i32(_e272.x) + 22i);
    let _e308 = u32(_e307);
    let _e312 = consts[(_e11 + min(_e308, 265u))];
    let _e320 = select(select(select(_e203, vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e280), (_e276 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e275 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e296), (_e292 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e291 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e312), (_e308 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e307 == 4i)))), vec4<bool>(false, false, true, false));
    let _e323 = (i32(_e272.x) + 20i);
    let _e324 = u32(_e323);
    let _e328 = consts[(_e11 + min(_e324, 265u))];
    let _e341 = (i32(_e272.x) + 21i);
    let _e342 = u32(_e341);
    let _e346 = consts[(_e11 + min(_e342, 265u))];
    let _e359 = (i32(_e272.x) + 22i);
    let _e360 = u32(_e359);
    let _e364 = consts[(_e11 + min(_e360, 265u))];
    let _e374 = select(select(select(_e257, vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e328), (_e324 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e323 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e346), (_e342 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e341 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e364), (_e360 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e359 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e378 = select(_e261, ((_e320 * in1_.zzzz) + _e261), vec4<bool>(true, true, true, false));
    let _e382 = select(_e265, ((_e374 * in1_.zzzz) + _e265), vec4<bool>(true, true, true, false));
    let _e388 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, vec4<f32>(3f, 1f, 0f, 0f).yyyy.xyz)), vec4<bool>(true, false, false, false));
    let _e393 = select(_e388, (-(_e388.xxxx) + vec4<f32>(3f, 1f, 0f, 0f).yyyy), vec4<bool>(true, false, false, false));
    let _e394 = _e22.wwww;
    let _e400 = select(_e272, (floor((abs(_e394) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e394)), vec4<bool>(true, false, false, false));
    let _e403 = (i32(_e400.x) + 20i);
    let _e404 = u32(_e403);
    let _e408 = consts[(_e11 + min(_e404, 265u))];
    let _e419 = (i32(_e400.x) + 21i);
    let _e420 = u32(_e419);
    let _e424 = consts[(_e11 + min(_e420, 265u))];
    let _e435 = (i32(_e400.x) + 22i);
    let _e436 = u32(_e435);
    let _e440 = consts[(_e11 + min(_e436, 265u))];
    let _e451 = (i32(_e400.x) + 20i);
    let _e452 = u32(_e451);
    let _e456 = consts[(_e11 + min(_e452, 265u))];
    let _e469 = (i32(_e400.x) + 21i);
    let _e470 = u32(_e469);
    let _e474 = consts[(_e11 + min(_e470, 265u))];
    let _e487 = (i32(_e400.x) + 22i);
    let _e488 = u32(_e487);
    let _e492 = consts[(_e11 + min(_e488, 265u))];
    let _e510 = select(_e382, ((select(select(select(_e374, vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e456), (_e452 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e451 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e474), (_e470 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e469 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e492), (_e488 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e487 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e393.xxxx) + _e382), vec4<bool>(true, true, true, false));
    let _e513 = select(select(_e378, ((select(select(select(_e320, vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e408), (_e404 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e403 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e424), (_e420 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e419 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e440), (_e436 < 256u)), vec4<f32>(3f, 1f, 0f, 0f), (_e435 == 4i)))), vec4<bool>(false, false, true, false)) * _e393.xxxx) + _e378), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e517 = consts[(_e11 + 0u)];
    let _e525 = consts[(_e11 + 1u)];
    let _e533 = consts[(_e11 + 2u)];
    let _e541 = consts[(_e11 + 3u)];
    let _e545 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e513, bitcast<vec4<f32>>(_e517))), vec4<bool>(true, false, false, false)), vec4(dot(_e513, bitcast<vec4<f32>>(_e525))), vec4<bool>(false, true, false, false)), vec4(dot(_e513, bitcast<vec4<f32>>(_e533))), vec4<bool>(false, false, true, false)), vec4(dot(_e513, bitcast<vec4<f32>>(_e541))), vec4<bool>(false, false, false, true));
    let _e548 = dot(_e510.xyz, _e510.xyz);
    let _e559 = consts[(_e11 + 8u)];
    let _e566 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e510 * vec4(inverseSqrt(_e548))), vec4<f32>(0f, 0f, 0f, 0f), (_e548 == 0f)), vec4<bool>(true, true, true, false)).xyz, bitcast<vec4<f32>>(_e559).xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e567 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e575 = consts[(_e11 + 256u)];
    let _e580 = consts[(_e11 + 257u)];
    return Output(select(_e545, ((_e545 * bitcast<vec4<f32>>(_e580)) + (bitcast<vec4<f32>>(_e575) * _e545.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e567, _e566, (_e566 >= _e567))), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)), (_e7 >> 12u));
}
