struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
    @location(10) out5_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e14 = (in2_ * vec4<f32>(3f, 1f, 0f, 0.5f).xxxx);
    let _e20 = (floor((abs(_e14) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e14));
    let _e33 = select(in1_, (-(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, vec4<f32>(3f, 1f, 0f, 0.5f).yyyy.xyz)), vec4<bool>(true, false, false, false)).xxxx) + vec4<f32>(3f, 1f, 0f, 0.5f).yyyy), vec4<bool>(false, false, false, true));
    let _e37 = (i32(_e20.x) + 20i);
    let _e38 = u32(_e37);
    let _e43 = consts[(_e4 + min(_e38, 265u))];
    let _e57 = (i32(_e20.x) + 21i);
    let _e58 = u32(_e57);
    let _e62 = consts[(_e4 + min(_e58, 265u))];
    let _e75 = (i32(_e20.x) + 22i);
    let _e76 = u32(_e75);
    let _e80 = consts[(_e4 + min(_e76, 265u))];
    let _e89 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e43), (_e38 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e37 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e62), (_e58 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e57 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e80), (_e76 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e75 == 4i)))), vec4<bool>(false, false, true, false));
    let _e92 = (i32(_e20.x) + 20i);
    let _e93 = u32(_e92);
    let _e97 = consts[(_e4 + min(_e93, 265u))];
    let _e110 = (i32(_e20.x) + 21i);
    let _e111 = u32(_e110);
    let _e115 = consts[(_e4 + min(_e111, 265u))];
    let _e128 = (i32(_e20.x) + 22i);
    let _e129 = u32(_e128);
    let _e133 = consts[(_e4 + min(_e129, 265u))];
    let _e143 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e97), (_e93 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e92 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e115), (_e111 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e110 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e133), (_e129 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e128 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e146 = (i32(_e20.x) + 20i);
    let _e147 = u32(_e146);
    let _e151 = consts[(_e4 + min(_e147, 265u))];
    let _e164 = (i32(_e20.x) + 21i);
    let _e165 = u32(_e164);
    let _e169 = consts[(_e4 + min(_e165, 265u))];
    let _e182 = (i32(_e20.x) + 22i);
    let _e183 = u32(_e182);
    let _e187 = consts[(_e4 + min(_e183, 265u))];
    let _e197 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e151), (_e147 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e146 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e169), (_e165 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e164 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e187), (_e183 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e182 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e201 = select(_e89, (_e89 * _e33.xxxx), vec4<bool>(true, true, true, false));
    let _e204 = select(_e143, (_e143 * _e33.xxxx), vec4<bool>(true, true, true, false));
    let _e207 = select(_e197, (_e197 * _e33.xxxx), vec4<bool>(true, true, true, false));
    let _e210 = (i32(_e20.y) + 20i);
    let _e211 = u32(_e210);
    let _e215 = consts[(_e4 + min(_e211, 265u))];
    let _e226 = (i32(_e20.y) + 21i);
    let _e227 = u32(_e226);
    let _e231 = consts[(_e4 + min(_e227, 265u))];
    let _e242 = (i32(_e20.y) + 22i);
    let _e243 = u32(_e242);
    let _e247 = consts[(_e4 + min(_e243, 265u))];
    let _e255 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e215), (_e211 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e210 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e231), (_e227 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e226 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e247), (_e243 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e242 == 4i)))), vec4<bool>(false, false, true, false));
    let _e258 = (i32(_e20.y) + 20i);
    let _e259 = u32(_e258);
    let _e263 = consts[(_e4 + min(_e259, 265u))];
    let _e276 = (i32(_e20.y) + 21i);
    let _e277 = u32(_e276);
    let _e281 = consts[(_e4 + min(_e277, 265u))];
    let _e294 = (i32(_e20.y) + 22i);
    let _e295 = u32(_e294);
    let _e299 = consts[(_e4 + min(_e295, 265u))];
    let _e309 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e263), (_e259 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e258 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e281), (_e277 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e276 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e299), (_e295 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e294 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e312 = (i32(_e20.y) + 20i);
    let _e313 = u32(_e312);
    let _e317 = consts[(_e4 + min(_e313, 265u))];
    let _e330 = (i32(_e20.y) + 21i);
    let _e331 = u32(_e330);
    let _e335 = consts[(_e4 + min(_e331, 265u))];
    let _e348 = (i32(_e20.y) + 22i);
    let _e349 = u32(_e348);
    let _e353 = consts[(_e4 + min(_e349, 265u))];
    let _e363 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e317), (_e313 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e312 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e335), (_e331 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e330 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e353), (_e349 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e348 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e367 = select(_e201, ((_e255 * _e33.yyyy) + _e201), vec4<bool>(true, true, true, false));
    let _e371 = select(_e204, ((_e309 * _e33.yyyy) + _e204), vec4<bool>(true, true, true, false));
    let _e375 = select(_e207, ((_e363 * _e33.yyyy) + _e207), vec4<bool>(true, true, true, false));
    let _e378 = (i32(_e20.z) + 20i);
    let _e379 = u32(_e378);
    let _e383 = consts[(_e4 + min(_e379, 265u))];
    let _e394 = (i32(_e20.z) + 21i);
    let _e395 = u32(_e394);
    let _e399 = consts[(_e4 + min(_e395, 265u))];
    let _e410 = (i32(_e20.z) + 22i);
    let _e411 = u32(_e410);
    let _e415 = consts[(_e4 + min(_e411, 265u))];
    let _e423 = select(select(select(_e255, vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e383), (_e379 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e378 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e399), (_e395 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e394 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e415), (_e411 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e410 == 4i)))), vec4<bool>(false, false, true, false));
    let _e426 = (i32(_e20.z) + 20i);
    let _e427 = u32(_e426);
    let _e431 = consts[(_e4 + min(_e427, 265u))];
    let _e444 = (i32(_e20.z) + 21i);
    let _e445 = u32(_e444);
    let _e449 = consts[(_e4 + min(_e445, 265u))];
    let _e462 = (i32(_e20.z) + 22i);
    let _e463 = u32(_e462);
    let _e467 = consts[(_e4 + min(_e463, 265u))];
    let _e477 = select(select(select(_e309, vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e431), (_e427 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e426 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e449), (_e445 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e444 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e467), (_e463 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e462 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e480 = (i32(_e20.z) + 20i);
    let _e481 = u32(_e480);
    let _e485 = consts[(_e4 + min(_e481, 265u))];
    let _e498 = (i32(_e20.z) + 21i);
    let _e499 = u32(_e498);
    let _e503 = consts[(_e4 + min(_e499, 265u))];
    let _e516 = (i32(_e20.z) + 22i);
    let _e517 = u32(_e516);
    let _e521 = consts[(_e4 + min(_e517, 265u))];
    let _e531 = select(select(select(_e363, vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e485), (_e481 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e480 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e503), (_e499 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e498 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e521), (_e517 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e516 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e535 = select(_e367, ((_e423 * _e33.zzzz) + _e367), vec4<bool>(true, true, true, false));
    let _e539 = select(_e371, ((_e477 * _e33.zzzz) + _e371), vec4<bool>(true, true, true, false));
    let _e543 = select(_e375, ((_e531 * _e33.zzzz) + _e375), vec4<bool>(true, true, true, false));
    let _e546 = (i32(_e20.w) + 20i);
    let _e547 = u32(_e546);
    let _e551 = consts[(_e4 + min(_e547, 265u))];
    let _e562 = (i32(_e20.w) + 21i);
    let _e563 = u32(_e562);
    let _e567 = consts[(_e4 + min(_e563, 265u))];
    let _e578 = (i32(_e20.w) + 22i);
    let _e579 = u32(_e578);
    let _e583 = consts[(_e4 + min(_e579, 265u))];
    let _e594 = (i32(_e20.w) + 20i);
    let _e595 = u32(_e594);
    let _e599 = consts[(_e4 + min(_e595, 265u))];
    let _e612 = (i32(_e20.w) + 21i);
    let _e613 = u32(_e612);
    let _e617 = consts[(_e4 + min(_e613, 265u))];
    let _e630 = (i32(_e20.w) + 22i);
    let _e631 = u32(_e630);
    let _e635 = consts[(_e4 + min(_e631, 265u))];
    let _e648 = (i32(_e20.w) + 20i);
    let _e649 = u32(_e648);
    let _e653 = consts[(_e4 + min(_e649, 265u))];
    let _e666 = (i32(_e20.w) + 21i);
    let _e667 = u32(_e666);
    let _e671 = consts[(_e4 + min(_e667, 265u))];
    let _e684 = (i32(_e20.w) + 22i);
    let _e685 = u32(_e684);
    let _e689 = consts[(_e4 + min(_e685, 265u))];
    let _e707 = select(_e539, ((select(select(select(_e477, vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e599), (_e595 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e594 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e617), (_e613 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e612 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e635), (_e631 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e630 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e33.wwww) + _e539), vec4<bool>(true, true, true, false));
    let _e711 = select(_e543, ((select(select(select(_e531, vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e653), (_e649 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e648 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e671), (_e667 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e666 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e689), (_e685 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e684 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e33.wwww) + _e543), vec4<bool>(true, true, true, false));
    let _e713 = select(select(_e535, ((select(select(select(_e423, vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e551), (_e547 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e546 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e567), (_e563 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e562 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e583), (_e579 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e578 == 4i)))), vec4<bool>(false, false, true, false)) * _e33.wwww) + _e535), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0.5f).yyyy, vec4<bool>(false, false, false, true));
    let _e717 = consts[(_e4 + 0u)];
    let _e725 = consts[(_e4 + 1u)];
    let _e733 = consts[(_e4 + 2u)];
    let _e741 = consts[(_e4 + 3u)];
    let _e745 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e713, bitcast<vec4<f32>>(_e717))), vec4<bool>(true, false, false, false)), vec4(dot(_e713, bitcast<vec4<f32>>(_e725))), vec4<bool>(false, true, false, false)), vec4(dot(_e713, bitcast<vec4<f32>>(_e733))), vec4<bool>(false, false, true, false)), vec4(dot(_e713, bitcast<vec4<f32>>(_e741))), vec4<bool>(false, false, false, true));
    let _e748 = dot(_e707.xyz, _e707.xyz);
    let _e755 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e707 * vec4(inverseSqrt(_e748))), vec4<f32>(0f, 0f, 0f, 0f), (_e748 == 0f)), vec4<bool>(true, true, true, false));
    let _e758 = dot(_e711.xyz, _e711.xyz);
    let _e764 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e711 * vec4(inverseSqrt(_e758))), vec4<f32>(0f, 0f, 0f, 0f), (_e758 == 0f)), vec4<bool>(true, true, true, false));
    let _e767 = cross(_e755.xyz, _e764.xyz);
    let _e772 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e767.x, _e767.y, _e767.z, 0f), vec4<bool>(true, true, true, false));
    let _e775 = select(_e772, (_e772 * in4_.wwww), vec4<bool>(true, true, true, false));
    let _e779 = consts[(_e4 + 6u)];
    let _e783 = select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e779) + -(_e713)), vec4<bool>(true, true, true, false));
    let _e786 = dot(_e783.xyz, _e783.xyz);
    let _e792 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e783 * vec4(inverseSqrt(_e786))), vec4<f32>(0f, 0f, 0f, 0f), (_e786 == 0f)), vec4<bool>(true, true, true, false));
    let _e811 = consts[(_e4 + 5u)];
    let _e815 = select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e811) + -(_e713)), vec4<bool>(true, true, true, false));
    let _e818 = dot(_e815.xyz, _e815.xyz);
    let _e824 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e815 * vec4(inverseSqrt(_e818))), vec4<f32>(0f, 0f, 0f, 0f), (_e818 == 0f)), vec4<bool>(true, true, true, false));
    let _e847 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e815.xyz, _e815.xyz)), vec4<bool>(true, false, false, false));
    let _e852 = select(_e847, vec4(inverseSqrt(abs(_e847.x))), vec4<bool>(false, true, false, false));
    let _e857 = select(_e852, vec4((1f / _e852.y)), vec4<bool>(false, false, true, false));
    let _e861 = consts[(_e4 + 7u)];
    let _e862 = bitcast<vec4<f32>>(_e861);
    let _e874 = consts[(_e4 + 256u)];
    let _e879 = consts[(_e4 + 257u)];
    return Output(select(_e745, ((_e745 * bitcast<vec4<f32>>(_e879)) + (bitcast<vec4<f32>>(_e874) * _e745.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in5_, vec4<bool>(true, true, false, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e792.xyz, _e764.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e792.xyz, _e775.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e792.xyz, _e755.xyz)), vec4<bool>(false, false, true, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e824.xyz, _e764.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e824.xyz, _e775.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e824.xyz, _e755.xyz)), vec4<bool>(false, false, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e713, vec4<bool>(true, true, true, false)), saturate((select(_e857, (_e862.yyyy + -(_e857.zzzz)), vec4<bool>(false, false, false, true)).wwww * _e862.zzzz)));
}
