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
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e14 = (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx);
    let _e15 = _e14.xxxx;
    let _e23 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e15) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e15)), vec4<bool>(true, false, false, false));
    let _e27 = (i32(_e23.x) + 20i);
    let _e33 = consts[(_e4 + min(u32(_e27), 265u))];
    let _e43 = (i32(_e23.x) + 21i);
    let _e48 = consts[(_e4 + min(u32(_e43), 265u))];
    let _e58 = (i32(_e23.x) + 22i);
    let _e63 = consts[(_e4 + min(u32(_e58), 265u))];
    let _e69 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e33, vec4<f32>(3f, 1f, 0f, 0f), (_e27 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e48, vec4<f32>(3f, 1f, 0f, 0f), (_e43 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e63, vec4<f32>(3f, 1f, 0f, 0f), (_e58 == 4i)))), vec4<bool>(false, false, true, false));
    let _e72 = (i32(_e23.x) + 20i);
    let _e77 = consts[(_e4 + min(u32(_e72), 265u))];
    let _e87 = (i32(_e23.x) + 21i);
    let _e92 = consts[(_e4 + min(u32(_e87), 265u))];
    let _e102 = (i32(_e23.x) + 22i);
    let _e107 = consts[(_e4 + min(u32(_e102), 265u))];
    let _e114 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e77, vec4<f32>(3f, 1f, 0f, 0f), (_e72 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e92, vec4<f32>(3f, 1f, 0f, 0f), (_e87 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e107, vec4<f32>(3f, 1f, 0f, 0f), (_e102 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e118 = select(_e69, (_e69 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e121 = select(_e114, (_e114 * in1_.xxxx), vec4<bool>(true, true, true, false));
    let _e122 = _e14.yyyy;
    let _e128 = select(_e23, (floor((abs(_e122) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e122)), vec4<bool>(true, false, false, false));
    let _e131 = (i32(_e128.x) + 20i);
    let _e136 = consts[(_e4 + min(u32(_e131), 265u))];
    let _e144 = (i32(_e128.x) + 21i);
    let _e149 = consts[(_e4 + min(u32(_e144), 265u))];
    let _e157 = (i32(_e128.x) + 22i);
    let _e162 = consts[(_e4 + min(u32(_e157), 265u))];
    let _e167 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e136, vec4<f32>(3f, 1f, 0f, 0f), (_e131 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e149, vec4<f32>(3f, 1f, 0f, 0f), (_e144 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e162, vec4<f32>(3f, 1f, 0f, 0f), (_e157 == 4i)))), vec4<bool>(false, false, true, false));
    let _e170 = (i32(_e128.x) + 20i);
    let _e175 = consts[(_e4 + min(u32(_e170), 265u))];
    let _e185 = (i32(_e128.x) + 21i);
    let _e190 = consts[(_e4 + min(u32(_e185), 265u))];
    let _e200 = (i32(_e128.x) + 22i);
    let _e205 = consts[(_e4 + min(u32(_e200), 265u))];
    let _e212 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e175, vec4<f32>(3f, 1f, 0f, 0f), (_e170 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e190, vec4<f32>(3f, 1f, 0f, 0f), (_e185 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e205, vec4<f32>(3f, 1f, 0f, 0f), (_e200 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e216 = select(_e118, ((_e167 * in1_.yyyy) + _e118), vec4<bool>(true, true, true, false));
    let _e220 = select(_e121, ((_e212 * in1_.yyyy) + _e121), vec4<bool>(true, true, true, false));
    let _e221 = _e14.zzzz;
    let _e227 = select(_e128, (floor((abs(_e221) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e221)), vec4<bool>(true, false, false, false));
    let _e230 = (i32(_e227.x) + 20i);
    let _e235 = consts[(_e4 + min(u32(_e230), 265u))];
    let _e243 = (i32(_e227.x) + 21i);
    let _e248 = consts[(_e4 + min(u32(_e243), 265u))];
    let _e256 = (i32(_e227.x) + 22i);
    let _e261 = consts[(_e4 + min(u32(_e256), 265u))];
    let _e266 = select(select(select(_e167, vec4(dot(in0_, select(_e235, vec4<f32>(3f, 1f, 0f, 0f), (_e230 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e248, vec4<f32>(3f, 1f, 0f, 0f), (_e243 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e261, vec4<f32>(3f, 1f, 0f, 0f), (_e256 == 4i)))), vec4<bool>(false, false, true, false));
    let _e269 = (i32(_e227.x) + 20i);
    let _e274 = consts[(_e4 + min(u32(_e269), 265u))];
    let _e284 = (i32(_e227.x) + 21i);
    let _e289 = consts[(_e4 + min(u32(_e284), 265u))];
    let _e299 = (i32(_e227.x) + 22i);
    let _e304 = consts[(_e4 + min(u32(_e299), 265u))];
    let _e311 = select(select(select(_e212, vec4(dot(in3_.xyz, select(_e274, vec4<f32>(3f, 1f, 0f, 0f), (_e269 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e289, vec4<f32>(3f, 1f, 0f, 0f), (_e284 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e304, vec4<f32>(3f, 1f, 0f, 0f), (_e299 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e315 = select(_e216, ((_e266 * in1_.zzzz) + _e216), vec4<bool>(true, true, true, false));
    let _e319 = select(_e220, ((_e311 * in1_.zzzz) + _e220), vec4<bool>(true, true, true, false));
    let _e325 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, vec4<f32>(3f, 1f, 0f, 0f).yyyy.xyz)), vec4<bool>(true, false, false, false));
    let _e330 = select(_e325, (-(_e325.xxxx) + vec4<f32>(3f, 1f, 0f, 0f).yyyy), vec4<bool>(true, false, false, false));
    let _e331 = _e14.wwww;
    let _e337 = select(_e227, (floor((abs(_e331) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e331)), vec4<bool>(true, false, false, false));
    let _e340 = (i32(_e337.x) + 20i);
    let _e345 = consts[(_e4 + min(u32(_e340), 265u))];
    let _e353 = (i32(_e337.x) + 21i);
    let _e358 = consts[(_e4 + min(u32(_e353), 265u))];
    let _e366 = (i32(_e337.x) + 22i);
    let _e371 = consts[(_e4 + min(u32(_e366), 265u))];
    let _e379 = (i32(_e337.x) + 20i);
    let _e384 = consts[(_e4 + min(u32(_e379), 265u))];
    let _e394 = (i32(_e337.x) + 21i);
    let _e399 = consts[(_e4 + min(u32(_e394), 265u))];
    let _e409 = (i32(_e337.x) + 22i);
    let _e414 = consts[(_e4 + min(u32(_e409), 265u))];
    let _e429 = select(_e319, ((select(select(select(_e311, vec4(dot(in3_.xyz, select(_e384, vec4<f32>(3f, 1f, 0f, 0f), (_e379 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e399, vec4<f32>(3f, 1f, 0f, 0f), (_e394 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e414, vec4<f32>(3f, 1f, 0f, 0f), (_e409 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e330.xxxx) + _e319), vec4<bool>(true, true, true, false));
    let _e432 = select(select(_e315, ((select(select(select(_e266, vec4(dot(in0_, select(_e345, vec4<f32>(3f, 1f, 0f, 0f), (_e340 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e358, vec4<f32>(3f, 1f, 0f, 0f), (_e353 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e371, vec4<f32>(3f, 1f, 0f, 0f), (_e366 == 4i)))), vec4<bool>(false, false, true, false)) * _e330.xxxx) + _e315), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    let _e436 = consts[(_e4 + 0u)];
    let _e443 = consts[(_e4 + 1u)];
    let _e450 = consts[(_e4 + 2u)];
    let _e457 = consts[(_e4 + 3u)];
    let _e460 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e432, _e436)), vec4<bool>(true, false, false, false)), vec4(dot(_e432, _e443)), vec4<bool>(false, true, false, false)), vec4(dot(_e432, _e450)), vec4<bool>(false, false, true, false)), vec4(dot(_e432, _e457)), vec4<bool>(false, false, false, true));
    let _e463 = dot(_e429.xyz, _e429.xyz);
    let _e474 = consts[(_e4 + 8u)];
    let _e480 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e429 * vec4(inverseSqrt(_e463))), vec4<f32>(0f, 0f, 0f, 0f), (_e463 == 0f)), vec4<bool>(true, true, true, false)).xyz, _e474.xyz)), vec4<bool>(true, false, false, false)).xxxx;
    let _e481 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e490 = consts[(_e4 + 256u)];
    let _e494 = consts[(_e4 + 257u)];
    return Output(select(_e460, ((_e460 * _e494) + (_e490 * _e460.wwww)), vec4<bool>(true, true, true, false)), saturate(select(_e481, _e480, (_e480 >= _e481))), select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false)));
}
