struct Immediates {
    indices: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
    @location(10) out5_: vec4<f32>,
    @location(24) @interpolate(flat) constant_index: u32,
}

var<immediate> imm: Immediates;
@group(0) @binding(0) 
var<uniform> consts: array<vec4<u32>, 4096>;

@vertex 
fn main(@builtin(instance_index) instance_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>) -> Output {
    let _e3 = imm.indices;
    let _e7 = select(_e3, instance_index, (_e3 == 4294967295u));
    let _e11 = (_e7 & 4095u);
    let _e22 = (in2_ * vec4<f32>(3f, 1f, 0f, 0.5f).xxxx);
    let _e28 = (floor((abs(_e22) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e22));
    let _e41 = select(in1_, (-(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, vec4<f32>(3f, 1f, 0f, 0.5f).yyyy.xyz)), vec4<bool>(true, false, false, false)).xxxx) + vec4<f32>(3f, 1f, 0f, 0.5f).yyyy), vec4<bool>(false, false, false, true));
    let _e45 = (i32(_e28.x) + 20i);
    let _e46 = u32(_e45);
    let _e51 = consts[(_e11 + min(_e46, 265u))];
    let _e65 = (i32(_e28.x) + 21i);
    let _e66 = u32(_e65);
    let _e70 = consts[(_e11 + min(_e66, 265u))];
    let _e83 = (i32(_e28.x) + 22i);
    let _e84 = u32(_e83);
    let _e88 = consts[(_e11 + min(_e84, 265u))];
    let _e97 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e51), (_e46 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e45 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e70), (_e66 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e65 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e88), (_e84 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e83 == 4i)))), vec4<bool>(false, false, true, false));
    let _e100 = (i32(_e28.x) + 20i);
    let _e101 = u32(_e100);
    let _e105 = consts[(_e11 + min(_e101, 265u))];
    let _e118 = (i32(_e28.x) + 21i);
    let _e119 = u32(_e118);
    let _e123 = consts[(_e11 + min(_e119, 265u))];
    let _e136 = (i32(_e28.x) + 22i);
    let _e137 = u32(_e136);
    let _e141 = consts[(_e11 + min(_e137, 265u))];
    let _e151 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e105), (_e101 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e100 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e123), (_e119 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e118 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e141), (_e137 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e136 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e154 = (i32(_e28.x) + 20i);
    let _e155 = u32(_e154);
    let _e159 = consts[(_e11 + min(_e155, 265u))];
    let _e172 = (i32(_e28.x) + 21i);
    let _e173 = u32(_e172);
    let _e177 = consts[(_e11 + min(_e173, 265u))];
    let _e190 = (i32(_e28.x) + 22i);
    let _e191 = u32(_e190);
    let _e195 = consts[(_e11 + min(_e191, 265u))];
    let _e205 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e159), (_e155 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e154 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e177), (_e173 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e172 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e195), (_e191 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e190 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e209 = select(_e97, (_e97 * _e41.xxxx), vec4<bool>(true, true, true, false));
    let _e212 = select(_e151, (_e151 * _e41.xxxx), vec4<bool>(true, true, true, false));
    let _e215 = select(_e205, (_e205 * _e41.xxxx), vec4<bool>(true, true, true, false));
    let _e218 = (i32(_e28.y) + 20i);
    let _e219 = u32(_e218);
    let _e223 = consts[(_e11 + min(_e219, 265u))];
    let _e234 = (i32(_e28.y) + 21i);
    let _e235 = u32(_e234);
    let _e239 = consts[(_e11 + min(_e235, 265u))];
    let _e250 = (i32(_e28.y) + 22i);
    let _e251 = u32(_e250);
    let _e255 = consts[(_e11 + min(_e251, 265u))];
    let _e263 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e223), (_e219 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e218 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e239), (_e235 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e234 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e255), (_e251 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e250 == 4i)))), vec4<bool>(false, false, true, false));
    let _e266 = (i32(_e28.y) + 20i);
    let _e267 = u32(_e266);
    let _e271 = consts[(_e11 + min(_e267, 265u))];
    let _e284 = (i32(_e28.y) + 21i);
    let _e285 = u32(_e284);
    let _e289 = consts[(_e11 + min(_e285, 265u))];
    let _e302 = (i32(_e28.y) + 22i);
    let _e303 = u32(_e302);
    let _e307 = consts[(_e11 + min(_e303, 265u))];
    let _e317 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e271), (_e267 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e266 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e289), (_e285 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e284 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e307), (_e303 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e302 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e320 = (i32(_e28.y) + 20i);
    let _e321 = u32(_e320);
    let _e325 = consts[(_e11 + min(_e321, 265u))];
    let _e338 = (i32(_e28.y) + 21i);
    let _e339 = u32(_e338);
    let _e343 = consts[(_e11 + min(_e339, 265u))];
    let _e356 = (i32(_e28.y) + 22i);
    let _e357 = u32(_e356);
    let _e361 = consts[(_e11 + min(_e357, 265u))];
    let _e371 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e325), (_e321 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e320 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e343), (_e339 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e338 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e361), (_e357 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e356 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e375 = select(_e209, ((_e263 * _e41.yyyy) + _e209), vec4<bool>(true, true, true, false));
    let _e379 = select(_e212, ((_e317 * _e41.yyyy) + _e212), vec4<bool>(true, true, true, false));
    let _e383 = select(_e215, ((_e371 * _e41.yyyy) + _e215), vec4<bool>(true, true, true, false));
    let _e386 = (i32(_e28.z) + 20i);
    let _e387 = u32(_e386);
    let _e391 = consts[(_e11 + min(_e387, 265u))];
    let _e402 = (i32(_e28.z) + 21i);
    let _e403 = u32(_e402);
    let _e407 = consts[(_e11 + min(_e403, 265u))];
    let _e418 = (i32(_e28.z) + 22i);
    let _e419 = u32(_e418);
    let _e423 = consts[(_e11 + min(_e419, 265u))];
    let _e431 = select(select(select(_e263, vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e391), (_e387 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e386 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e407), (_e403 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e402 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e423), (_e419 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e418 == 4i)))), vec4<bool>(false, false, true, false));
    let _e434 = (i32(_e28.z) + 20i);
    let _e435 = u32(_e434);
    let _e439 = consts[(_e11 + min(_e435, 265u))];
    let _e452 = (i32(_e28.z) + 21i);
    let _e453 = u32(_e452);
    let _e457 = consts[(_e11 + min(_e453, 265u))];
    let _e470 = (i32(_e28.z) + 22i);
    let _e471 = u32(_e470);
    let _e475 = consts[(_e11 + min(_e471, 265u))];
    let _e485 = select(select(select(_e317, vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e439), (_e435 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e434 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e457), (_e453 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e452 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e475), (_e471 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e470 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e488 = (i32(_e28.z) + 20i);
    let _e489 = u32(_e488);
    let _e493 = consts[(_e11 + min(_e489, 265u))];
    let _e506 = (i32(_e28.z) + 21i);
    let _e507 = u32(_e506);
    let _e511 = consts[(_e11 + min(_e507, 265u))];
    let _e524 = (i32(_e28.z) + 22i);
    let _e525 = u32(_e524);
    let _e529 = consts[(_e11 + min(_e525, 265u))];
    let _e539 = select(select(select(_e371, vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e493), (_e489 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e488 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e511), (_e507 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e506 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e529), (_e525 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e524 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e543 = select(_e375, ((_e431 * _e41.zzzz) + _e375), vec4<bool>(true, true, true, false));
    let _e547 = select(_e379, ((_e485 * _e41.zzzz) + _e379), vec4<bool>(true, true, true, false));
    let _e551 = select(_e383, ((_e539 * _e41.zzzz) + _e383), vec4<bool>(true, true, true, false));
    let _e554 = (i32(_e28.w) + 20i);
    let _e555 = u32(_e554);
    let _e559 = consts[(_e11 + min(_e555, 265u))];
    let _e570 = (i32(_e28.w) + 21i);
    let _e571 = u32(_e570);
    let _e575 = consts[(_e11 + min(_e571, 265u))];
    let _e586 = (i32(_e28.w) + 22i);
    let _e587 = u32(_e586);
    let _e591 = consts[(_e11 + min(_e587, 265u))];
    let _e602 = (i32(_e28.w) + 20i);
    let _e603 = u32(_e602);
    let _e607 = consts[(_e11 + min(_e603, 265u))];
    let _e620 = (i32(_e28.w) + 21i);
    let _e621 = u32(_e620);
    let _e625 = consts[(_e11 + min(_e621, 265u))];
    let _e638 = (i32(_e28.w) + 22i);
    let _e639 = u32(_e638);
    let _e643 = consts[(_e11 + min(_e639, 265u))];
    let _e656 = (i32(_e28.w) + 20i);
    let _e657 = u32(_e656);
    let _e661 = consts[(_e11 + min(_e657, 265u))];
    let _e674 = (i32(_e28.w) + 21i);
    let _e675 = u32(_e674);
    let _e679 = consts[(_e11 + min(_e675, 265u))];
    let _e692 = (i32(_e28.w) + 22i);
    let _e693 = u32(_e692);
    let _e697 = consts[(_e11 + min(_e693, 265u))];
    let _e715 = select(_e547, ((select(select(select(_e485, vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e607), (_e603 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e602 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e625), (_e621 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e620 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e643), (_e639 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e638 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e41.wwww) + _e547), vec4<bool>(true, true, true, false));
    let _e719 = select(_e551, ((select(select(select(_e539, vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e661), (_e657 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e656 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e679), (_e675 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e674 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e697), (_e693 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e692 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e41.wwww) + _e551), vec4<bool>(true, true, true, false));
    let _e721 = select(select(_e543, ((select(select(select(_e431, vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e559), (_e555 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e554 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e575), (_e571 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e570 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e591), (_e587 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e586 == 4i)))), vec4<bool>(false, false, true, false)) * _e41.wwww) + _e543), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0.5f).yyyy, vec4<bool>(false, false, false, true));
    let _e725 = consts[(_e11 + 0u)];
    let _e733 = consts[(_e11 + 1u)];
    let _e741 = consts[(_e11 + 2u)];
    let _e749 = consts[(_e11 + 3u)];
    let _e753 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e721, bitcast<vec4<f32>>(_e725))), vec4<bool>(true, false, false, false)), vec4(dot(_e721, bitcast<vec4<f32>>(_e733))), vec4<bool>(false, true, false, false)), vec4(dot(_e721, bitcast<vec4<f32>>(_e741))), vec4<bool>(false, false, true, false)), vec4(dot(_e721, bitcast<vec4<f32>>(_e749))), vec4<bool>(false, false, false, true));
    let _e756 = dot(_e715.xyz, _e715.xyz);
    let _e763 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e715 * vec4(inverseSqrt(_e756))), vec4<f32>(0f, 0f, 0f, 0f), (_e756 == 0f)), vec4<bool>(true, true, true, false));
    let _e766 = dot(_e719.xyz, _e719.xyz);
    let _e772 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e719 * vec4(inverseSqrt(_e766))), vec4<f32>(0f, 0f, 0f, 0f), (_e766 == 0f)), vec4<bool>(true, true, true, false));
    let _e775 = cross(_e763.xyz, _e772.xyz);
    let _e780 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e775.x, _e775.y, _e775.z, 0f), vec4<bool>(true, true, true, false));
    let _e783 = select(_e780, (_e780 * in4_.wwww), vec4<bool>(true, true, true, false));
    let _e787 = consts[(_e11 + 6u)];
    let _e791 = select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e787) + -(_e721)), vec4<bool>(true, true, true, false));
    let _e794 = dot(_e791.xyz, _e791.xyz);
    let _e800 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e791 * vec4(inverseSqrt(_e794))), vec4<f32>(0f, 0f, 0f, 0f), (_e794 == 0f)), vec4<bool>(true, true, true, false));
    let _e819 = consts[(_e11 + 5u)];
    let _e823 = select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e819) + -(_e721)), vec4<bool>(true, true, true, false));
    let _e826 = dot(_e823.xyz, _e823.xyz);
    let _e832 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e823 * vec4(inverseSqrt(_e826))), vec4<f32>(0f, 0f, 0f, 0f), (_e826 == 0f)), vec4<bool>(true, true, true, false));
    let _e855 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e823.xyz, _e823.xyz)), vec4<bool>(true, false, false, false));
    let _e860 = select(_e855, vec4(inverseSqrt(abs(_e855.x))), vec4<bool>(false, true, false, false));
    let _e865 = select(_e860, vec4((1f / _e860.y)), vec4<bool>(false, false, true, false));
    let _e869 = consts[(_e11 + 7u)];
    let _e870 = bitcast<vec4<f32>>(_e869);
    let _e882 = consts[(_e11 + 256u)];
    let _e887 = consts[(_e11 + 257u)];
    return Output(select(_e753, ((_e753 * bitcast<vec4<f32>>(_e887)) + (bitcast<vec4<f32>>(_e882) * _e753.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in5_, vec4<bool>(true, true, false, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e800.xyz, _e772.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e800.xyz, _e783.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e800.xyz, _e763.xyz)), vec4<bool>(false, false, true, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e832.xyz, _e772.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e832.xyz, _e783.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e832.xyz, _e763.xyz)), vec4<bool>(false, false, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e721, vec4<bool>(true, true, true, false)), saturate((select(_e865, (_e870.yyyy + -(_e865.zzzz)), vec4<bool>(false, false, false, true)).wwww * _e870.zzzz)), (_e7 >> 12u));
}
