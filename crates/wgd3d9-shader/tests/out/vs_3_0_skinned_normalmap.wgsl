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
    let _e43 = consts[(_e4 + min(u32(_e37), 265u))];
    let _e54 = (i32(_e20.x) + 21i);
    let _e59 = consts[(_e4 + min(u32(_e54), 265u))];
    let _e70 = (i32(_e20.x) + 22i);
    let _e75 = consts[(_e4 + min(u32(_e70), 265u))];
    let _e82 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e43), vec4<f32>(3f, 1f, 0f, 0.5f), (_e37 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e59), vec4<f32>(3f, 1f, 0f, 0.5f), (_e54 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e75), vec4<f32>(3f, 1f, 0f, 0.5f), (_e70 == 4i)))), vec4<bool>(false, false, true, false));
    let _e85 = (i32(_e20.x) + 20i);
    let _e90 = consts[(_e4 + min(u32(_e85), 265u))];
    let _e101 = (i32(_e20.x) + 21i);
    let _e106 = consts[(_e4 + min(u32(_e101), 265u))];
    let _e117 = (i32(_e20.x) + 22i);
    let _e122 = consts[(_e4 + min(u32(_e117), 265u))];
    let _e130 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e90), vec4<f32>(3f, 1f, 0f, 0.5f), (_e85 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e106), vec4<f32>(3f, 1f, 0f, 0.5f), (_e101 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e122), vec4<f32>(3f, 1f, 0f, 0.5f), (_e117 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e133 = (i32(_e20.x) + 20i);
    let _e138 = consts[(_e4 + min(u32(_e133), 265u))];
    let _e149 = (i32(_e20.x) + 21i);
    let _e154 = consts[(_e4 + min(u32(_e149), 265u))];
    let _e165 = (i32(_e20.x) + 22i);
    let _e170 = consts[(_e4 + min(u32(_e165), 265u))];
    let _e178 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in4_.xyz, select(bitcast<vec4<f32>>(_e138), vec4<f32>(3f, 1f, 0f, 0.5f), (_e133 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(bitcast<vec4<f32>>(_e154), vec4<f32>(3f, 1f, 0f, 0.5f), (_e149 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(bitcast<vec4<f32>>(_e170), vec4<f32>(3f, 1f, 0f, 0.5f), (_e165 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e182 = select(_e82, (_e82 * _e33.xxxx), vec4<bool>(true, true, true, false));
    let _e185 = select(_e130, (_e130 * _e33.xxxx), vec4<bool>(true, true, true, false));
    let _e188 = select(_e178, (_e178 * _e33.xxxx), vec4<bool>(true, true, true, false));
    let _e191 = (i32(_e20.y) + 20i);
    let _e196 = consts[(_e4 + min(u32(_e191), 265u))];
    let _e205 = (i32(_e20.y) + 21i);
    let _e210 = consts[(_e4 + min(u32(_e205), 265u))];
    let _e219 = (i32(_e20.y) + 22i);
    let _e224 = consts[(_e4 + min(u32(_e219), 265u))];
    let _e230 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e196), vec4<f32>(3f, 1f, 0f, 0.5f), (_e191 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e210), vec4<f32>(3f, 1f, 0f, 0.5f), (_e205 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e224), vec4<f32>(3f, 1f, 0f, 0.5f), (_e219 == 4i)))), vec4<bool>(false, false, true, false));
    let _e233 = (i32(_e20.y) + 20i);
    let _e238 = consts[(_e4 + min(u32(_e233), 265u))];
    let _e249 = (i32(_e20.y) + 21i);
    let _e254 = consts[(_e4 + min(u32(_e249), 265u))];
    let _e265 = (i32(_e20.y) + 22i);
    let _e270 = consts[(_e4 + min(u32(_e265), 265u))];
    let _e278 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e238), vec4<f32>(3f, 1f, 0f, 0.5f), (_e233 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e254), vec4<f32>(3f, 1f, 0f, 0.5f), (_e249 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e270), vec4<f32>(3f, 1f, 0f, 0.5f), (_e265 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e281 = (i32(_e20.y) + 20i);
    let _e286 = consts[(_e4 + min(u32(_e281), 265u))];
    let _e297 = (i32(_e20.y) + 21i);
    let _e302 = consts[(_e4 + min(u32(_e297), 265u))];
    let _e313 = (i32(_e20.y) + 22i);
    let _e318 = consts[(_e4 + min(u32(_e313), 265u))];
    let _e326 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in4_.xyz, select(bitcast<vec4<f32>>(_e286), vec4<f32>(3f, 1f, 0f, 0.5f), (_e281 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(bitcast<vec4<f32>>(_e302), vec4<f32>(3f, 1f, 0f, 0.5f), (_e297 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(bitcast<vec4<f32>>(_e318), vec4<f32>(3f, 1f, 0f, 0.5f), (_e313 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e330 = select(_e182, ((_e230 * _e33.yyyy) + _e182), vec4<bool>(true, true, true, false));
    let _e334 = select(_e185, ((_e278 * _e33.yyyy) + _e185), vec4<bool>(true, true, true, false));
    let _e338 = select(_e188, ((_e326 * _e33.yyyy) + _e188), vec4<bool>(true, true, true, false));
    let _e341 = (i32(_e20.z) + 20i);
    let _e346 = consts[(_e4 + min(u32(_e341), 265u))];
    let _e355 = (i32(_e20.z) + 21i);
    let _e360 = consts[(_e4 + min(u32(_e355), 265u))];
    let _e369 = (i32(_e20.z) + 22i);
    let _e374 = consts[(_e4 + min(u32(_e369), 265u))];
    let _e380 = select(select(select(_e230, vec4(dot(in0_, select(bitcast<vec4<f32>>(_e346), vec4<f32>(3f, 1f, 0f, 0.5f), (_e341 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e360), vec4<f32>(3f, 1f, 0f, 0.5f), (_e355 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e374), vec4<f32>(3f, 1f, 0f, 0.5f), (_e369 == 4i)))), vec4<bool>(false, false, true, false));
    let _e383 = (i32(_e20.z) + 20i);
    let _e388 = consts[(_e4 + min(u32(_e383), 265u))];
    let _e399 = (i32(_e20.z) + 21i);
    let _e404 = consts[(_e4 + min(u32(_e399), 265u))];
    let _e415 = (i32(_e20.z) + 22i);
    let _e420 = consts[(_e4 + min(u32(_e415), 265u))];
    let _e428 = select(select(select(_e278, vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e388), vec4<f32>(3f, 1f, 0f, 0.5f), (_e383 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e404), vec4<f32>(3f, 1f, 0f, 0.5f), (_e399 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e420), vec4<f32>(3f, 1f, 0f, 0.5f), (_e415 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e431 = (i32(_e20.z) + 20i);
    let _e436 = consts[(_e4 + min(u32(_e431), 265u))];
    let _e447 = (i32(_e20.z) + 21i);
    let _e452 = consts[(_e4 + min(u32(_e447), 265u))];
    let _e463 = (i32(_e20.z) + 22i);
    let _e468 = consts[(_e4 + min(u32(_e463), 265u))];
    let _e476 = select(select(select(_e326, vec4(dot(in4_.xyz, select(bitcast<vec4<f32>>(_e436), vec4<f32>(3f, 1f, 0f, 0.5f), (_e431 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(bitcast<vec4<f32>>(_e452), vec4<f32>(3f, 1f, 0f, 0.5f), (_e447 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(bitcast<vec4<f32>>(_e468), vec4<f32>(3f, 1f, 0f, 0.5f), (_e463 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e480 = select(_e330, ((_e380 * _e33.zzzz) + _e330), vec4<bool>(true, true, true, false));
    let _e484 = select(_e334, ((_e428 * _e33.zzzz) + _e334), vec4<bool>(true, true, true, false));
    let _e488 = select(_e338, ((_e476 * _e33.zzzz) + _e338), vec4<bool>(true, true, true, false));
    let _e491 = (i32(_e20.w) + 20i);
    let _e496 = consts[(_e4 + min(u32(_e491), 265u))];
    let _e505 = (i32(_e20.w) + 21i);
    let _e510 = consts[(_e4 + min(u32(_e505), 265u))];
    let _e519 = (i32(_e20.w) + 22i);
    let _e524 = consts[(_e4 + min(u32(_e519), 265u))];
    let _e533 = (i32(_e20.w) + 20i);
    let _e538 = consts[(_e4 + min(u32(_e533), 265u))];
    let _e549 = (i32(_e20.w) + 21i);
    let _e554 = consts[(_e4 + min(u32(_e549), 265u))];
    let _e565 = (i32(_e20.w) + 22i);
    let _e570 = consts[(_e4 + min(u32(_e565), 265u))];
    let _e581 = (i32(_e20.w) + 20i);
    let _e586 = consts[(_e4 + min(u32(_e581), 265u))];
    let _e597 = (i32(_e20.w) + 21i);
    let _e602 = consts[(_e4 + min(u32(_e597), 265u))];
    let _e613 = (i32(_e20.w) + 22i);
    let _e618 = consts[(_e4 + min(u32(_e613), 265u))];
    let _e634 = select(_e484, ((select(select(select(_e428, vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e538), vec4<f32>(3f, 1f, 0f, 0.5f), (_e533 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e554), vec4<f32>(3f, 1f, 0f, 0.5f), (_e549 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(bitcast<vec4<f32>>(_e570), vec4<f32>(3f, 1f, 0f, 0.5f), (_e565 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e33.wwww) + _e484), vec4<bool>(true, true, true, false));
    let _e638 = select(_e488, ((select(select(select(_e476, vec4(dot(in4_.xyz, select(bitcast<vec4<f32>>(_e586), vec4<f32>(3f, 1f, 0f, 0.5f), (_e581 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(bitcast<vec4<f32>>(_e602), vec4<f32>(3f, 1f, 0f, 0.5f), (_e597 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(bitcast<vec4<f32>>(_e618), vec4<f32>(3f, 1f, 0f, 0.5f), (_e613 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e33.wwww) + _e488), vec4<bool>(true, true, true, false));
    let _e640 = select(select(_e480, ((select(select(select(_e380, vec4(dot(in0_, select(bitcast<vec4<f32>>(_e496), vec4<f32>(3f, 1f, 0f, 0.5f), (_e491 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e510), vec4<f32>(3f, 1f, 0f, 0.5f), (_e505 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(bitcast<vec4<f32>>(_e524), vec4<f32>(3f, 1f, 0f, 0.5f), (_e519 == 4i)))), vec4<bool>(false, false, true, false)) * _e33.wwww) + _e480), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0.5f).yyyy, vec4<bool>(false, false, false, true));
    let _e644 = consts[(_e4 + 0u)];
    let _e652 = consts[(_e4 + 1u)];
    let _e660 = consts[(_e4 + 2u)];
    let _e668 = consts[(_e4 + 3u)];
    let _e672 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e640, bitcast<vec4<f32>>(_e644))), vec4<bool>(true, false, false, false)), vec4(dot(_e640, bitcast<vec4<f32>>(_e652))), vec4<bool>(false, true, false, false)), vec4(dot(_e640, bitcast<vec4<f32>>(_e660))), vec4<bool>(false, false, true, false)), vec4(dot(_e640, bitcast<vec4<f32>>(_e668))), vec4<bool>(false, false, false, true));
    let _e675 = dot(_e634.xyz, _e634.xyz);
    let _e682 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e634 * vec4(inverseSqrt(_e675))), vec4<f32>(0f, 0f, 0f, 0f), (_e675 == 0f)), vec4<bool>(true, true, true, false));
    let _e685 = dot(_e638.xyz, _e638.xyz);
    let _e691 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e638 * vec4(inverseSqrt(_e685))), vec4<f32>(0f, 0f, 0f, 0f), (_e685 == 0f)), vec4<bool>(true, true, true, false));
    let _e694 = cross(_e682.xyz, _e691.xyz);
    let _e699 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e694.x, _e694.y, _e694.z, 0f), vec4<bool>(true, true, true, false));
    let _e702 = select(_e699, (_e699 * in4_.wwww), vec4<bool>(true, true, true, false));
    let _e706 = consts[(_e4 + 6u)];
    let _e710 = select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e706) + -(_e640)), vec4<bool>(true, true, true, false));
    let _e713 = dot(_e710.xyz, _e710.xyz);
    let _e719 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e710 * vec4(inverseSqrt(_e713))), vec4<f32>(0f, 0f, 0f, 0f), (_e713 == 0f)), vec4<bool>(true, true, true, false));
    let _e738 = consts[(_e4 + 5u)];
    let _e742 = select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e738) + -(_e640)), vec4<bool>(true, true, true, false));
    let _e745 = dot(_e742.xyz, _e742.xyz);
    let _e751 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e742 * vec4(inverseSqrt(_e745))), vec4<f32>(0f, 0f, 0f, 0f), (_e745 == 0f)), vec4<bool>(true, true, true, false));
    let _e774 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e742.xyz, _e742.xyz)), vec4<bool>(true, false, false, false));
    let _e779 = select(_e774, vec4(inverseSqrt(abs(_e774.x))), vec4<bool>(false, true, false, false));
    let _e784 = select(_e779, vec4((1f / _e779.y)), vec4<bool>(false, false, true, false));
    let _e788 = consts[(_e4 + 7u)];
    let _e789 = bitcast<vec4<f32>>(_e788);
    let _e802 = consts[(_e4 + 256u)];
    let _e807 = consts[(_e4 + 257u)];
    return Output(select(_e672, ((_e672 * bitcast<vec4<f32>>(_e807)) + (bitcast<vec4<f32>>(_e802) * _e672.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in5_, vec4<bool>(true, true, false, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e719.xyz, _e691.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e719.xyz, _e702.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e719.xyz, _e682.xyz)), vec4<bool>(false, false, true, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e751.xyz, _e691.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e751.xyz, _e702.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e751.xyz, _e682.xyz)), vec4<bool>(false, false, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e640, vec4<bool>(true, true, true, false)), saturate((select(_e784, (_e789.yyyy + -(_e784.zzzz)), vec4<bool>(false, false, false, true)).wwww * _e789.zzzz)));
}
