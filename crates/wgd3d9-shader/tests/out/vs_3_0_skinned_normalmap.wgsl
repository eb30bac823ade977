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
    let _e9 = select((_e3 - 1u), instance_index, (_e3 == 0u));
    let _e13 = (_e9 & 4095u);
    let _e24 = (in2_ * vec4<f32>(3f, 1f, 0f, 0.5f).xxxx);
    let _e30 = (floor((abs(_e24) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e24));
    let _e43 = select(in1_, (-(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, vec4<f32>(3f, 1f, 0f, 0.5f).yyyy.xyz)), vec4<bool>(true, false, false, false)).xxxx) + vec4<f32>(3f, 1f, 0f, 0.5f).yyyy), vec4<bool>(false, false, false, true));
    let _e47 = (i32(_e30.x) + 20i);
    let _e48 = u32(_e47);
    let _e53 = consts[(_e13 + min(_e48, 265u))];
    let _e67 = (i32(_e30.x) + 21i);
    let _e68 = u32(_e67);
    let _e72 = consts[(_e13 + min(_e68, 265u))];
    let _e85 = (i32(_e30.x) + 22i);
    let _e86 = u32(_e85);
    let _e90 = consts[(_e13 + min(_e86, 265u))];
    let _e99 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e53), (_e48 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e47 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e72), (_e68 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e67 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e90), (_e86 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e85 == 4i)))), vec4<bool>(false, false, true, false));
    let _e102 = (i32(_e30.x) + 20i);
    let _e103 = u32(_e102);
    let _e107 = consts[(_e13 + min(_e103, 265u))];
    let _e120 = (i32(_e30.x) + 21i);
    let _e121 = u32(_e120);
    let _e125 = consts[(_e13 + min(_e121, 265u))];
    let _e138 = (i32(_e30.x) + 22i);
    let _e139 = u32(_e138);
    let _e143 = consts[(_e13 + min(_e139, 265u))];
    let _e153 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e107), (_e103 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e102 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e125), (_e121 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e120 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e143), (_e139 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e138 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e156 = (i32(_e30.x) + 20i);
    let _e157 = u32(_e156);
    let _e161 = consts[(_e13 + min(_e157, 265u))];
    let _e174 = (i32(_e30.x) + 21i);
    let _e175 = u32(_e174);
    let _e179 = consts[(_e13 + min(_e175, 265u))];
    let _e192 = (i32(_e30.x) + 22i);
    let _e193 = u32(_e192);
    let _e197 = consts[(_e13 + min(_e193, 265u))];
    let _e207 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e161), (_e157 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e156 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e179), (_e175 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e174 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e197), (_e193 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e192 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e211 = select(_e99, (_e99 * _e43.xxxx), vec4<bool>(true, true, true, false));
    let _e214 = select(_e153, (_e153 * _e43.xxxx), vec4<bool>(true, true, true, false));
    let _e217 = select(_e207, (_e207 * _e43.xxxx), vec4<bool>(true, true, true, false));
    let _e220 = (i32(_e30.y) + 20i);
    let _e221 = u32(_e220);
    let _e225 = consts[(_e13 + min(_e221, 265u))];
    let _e236 = (i32(_e30.y) + 21i);
    let _e237 = u32(_e236);
    let _e241 = consts[(_e13 + min(_e237, 265u))];
    let _e252 = (i32(_e30.y) + 22i);
    let _e253 = u32(_e252);
    let _e257 = consts[(_e13 + min(_e253, 265u))];
    let _e265 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e225), (_e221 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e220 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e241), (_e237 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e236 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e257), (_e253 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e252 == 4i)))), vec4<bool>(false, false, true, false));
    let _e268 = (i32(_e30.y) + 20i);
    let _e269 = u32(_e268);
    let _e273 = consts[(_e13 + min(_e269, 265u))];
    let _e286 = (i32(_e30.y) + 21i);
    let _e287 = u32(_e286);
    let _e291 = consts[(_e13 + min(_e287, 265u))];
    let _e304 = (i32(_e30.y) + 22i);
    let _e305 = u32(_e304);
    let _e309 = consts[(_e13 + min(_e305, 265u))];
    let _e319 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e273), (_e269 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e268 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e291), (_e287 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e286 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e309), (_e305 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e304 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e322 = (i32(_e30.y) + 20i);
    let _e323 = u32(_e322);
    let _e327 = consts[(_e13 + min(_e323, 265u))];
    let _e340 = (i32(_e30.y) + 21i);
    let _e341 = u32(_e340);
    let _e345 = consts[(_e13 + min(_e341, 265u))];
    let _e358 = (i32(_e30.y) + 22i);
    let _e359 = u32(_e358);
    let _e363 = consts[(_e13 + min(_e359, 265u))];
    let _e373 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e327), (_e323 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e322 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e345), (_e341 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e340 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e363), (_e359 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e358 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e377 = select(_e211, ((_e265 * _e43.yyyy) + _e211), vec4<bool>(true, true, true, false));
    let _e381 = select(_e214, ((_e319 * _e43.yyyy) + _e214), vec4<bool>(true, true, true, false));
    let _e385 = select(_e217, ((_e373 * _e43.yyyy) + _e217), vec4<bool>(true, true, true, false));
    let _e388 = (i32(_e30.z) + 20i);
    let _e389 = u32(_e388);
    let _e393 = consts[(_e13 + min(_e389, 265u))];
    let _e404 = (i32(_e30.z) + 21i);
    let _e405 = u32(_e404);
    let _e409 = consts[(_e13 + min(_e405, 265u))];
    let _e420 = (i32(_e30.z) + 22i);
    let _e421 = u32(_e420);
    let _e425 = consts[(_e13 + min(_e421, 265u))];
    let _e433 = select(select(select(_e265, vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e393), (_e389 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e388 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e409), (_e405 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e404 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e425), (_e421 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e420 == 4i)))), vec4<bool>(false, false, true, false));
    let _e436 = (i32(_e30.z) + 20i);
    let _e437 = u32(_e436);
    let _e441 = consts[(_e13 + min(_e437, 265u))];
    let _e454 = (i32(_e30.z) + 21i);
    let _e455 = u32(_e454);
    let _e459 = consts[(_e13 + min(_e455, 265u))];
    let _e472 = (i32(_e30.z) + 22i);
    let _e473 = u32(_e472);
    let _e477 = consts[(_e13 + min(_e473, 265u))];
    let _e487 = select(select(select(_e319, vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e441), (_e437 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e436 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e459), (_e455 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e454 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e477), (_e473 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e472 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e490 = (i32(_e30.z) + 20i);
    let _e491 = u32(_e490);
    let _e495 = consts[(_e13 + min(_e491, 265u))];
    let _e508 = (i32(_e30.z) + 21i);
    let _e509 = u32(_e508);
    let _e513 = consts[(_e13 + min(_e509, 265u))];
    let _e526 = (i32(_e30.z) + 22i);
    let _e527 = u32(_e526);
    let _e531 = consts[(_e13 + min(_e527, 265u))];
    let _e541 = select(select(select(_e373, vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e495), (_e491 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e490 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e513), (_e509 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e508 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e531), (_e527 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e526 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e545 = select(_e377, ((_e433 * _e43.zzzz) + _e377), vec4<bool>(true, true, true, false));
    let _e549 = select(_e381, ((_e487 * _e43.zzzz) + _e381), vec4<bool>(true, true, true, false));
    let _e553 = select(_e385, ((_e541 * _e43.zzzz) + _e385), vec4<bool>(true, true, true, false));
    let _e556 = (i32(_e30.w) + 20i);
    let _e557 = u32(_e556);
    let _e561 = consts[(_e13 + min(_e557, 265u))];
    let _e572 = (i32(_e30.w) + 21i);
    let _e573 = u32(_e572);
    let _e577 = consts[(_e13 + min(_e573, 265u))];
    let _e588 = (i32(_e30.w) + 22i);
    let _e589 = u32(_e588);
    let _e593 = consts[(_e13 + min(_e589, 265u))];
    let _e604 = (i32(_e30.w) + 20i);
    let _e605 = u32(_e604);
    let _e609 = consts[(_e13 + min(_e605, 265u))];
    let _e622 = (i32(_e30.w) + 21i);
    let _e623 = u32(_e622);
    let _e627 = consts[(_e13 + min(_e623, 265u))];
    let _e640 = (i32(_e30.w) + 22i);
    let _e641 = u32(_e640);
    let _e645 = consts[(_e13 + min(_e641, 265u))];
    let _e658 = (i32(_e30.w) + 20i);
    let _e659 = u32(_e658);
    let _e663 = consts[(_e13 + min(_e659, 265u))];
    let _e676 = (i32(_e30.w) + 21i);
    let _e677 = u32(_e676);
    let _e681 = consts[(_e13 + min(_e677, 265u))];
    let _e694 = (i32(_e30.w) + 22i);
    let _e695 = u32(_e694);
    let _e699 = consts[(_e13 + min(_e695, 265u))];
    let _e717 = select(_e549, ((select(select(select(_e487, vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e609), (_e605 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e604 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e627), (_e623 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e622 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e645), (_e641 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e640 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e43.wwww) + _e549), vec4<bool>(true, true, true, false));
    let _e721 = select(_e553, ((select(select(select(_e541, vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e663), (_e659 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e658 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e681), (_e677 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e676 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e699), (_e695 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e694 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e43.wwww) + _e553), vec4<bool>(true, true, true, false));
    let _e723 = select(select(_e545, ((select(select(select(_e433, vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e561), (_e557 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e556 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e577), (_e573 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e572 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(select(vec4<f32>(0f, 0f, 0f, 0f), bitcast<vec4<f32>>(_e593), (_e589 < 256u)), vec4<f32>(3f, 1f, 0f, 0.5f), (_e588 == 4i)))), vec4<bool>(false, false, true, false)) * _e43.wwww) + _e545), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0.5f).yyyy, vec4<bool>(false, false, false, true));
    let _e726 = consts[(_e13 + 0u)];
    let _e733 = consts[(_e13 + 1u)];
    let _e741 = consts[(_e13 + 2u)];
    let _e749 = consts[(_e13 + 3u)];
    let _e753 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e723, bitcast<vec4<f32>>(_e726))), vec4<bool>(true, false, false, false)), vec4(dot(_e723, bitcast<vec4<f32>>(_e733))), vec4<bool>(false, true, false, false)), vec4(dot(_e723, bitcast<vec4<f32>>(_e741))), vec4<bool>(false, false, true, false)), vec4(dot(_e723, bitcast<vec4<f32>>(_e749))), vec4<bool>(false, false, false, true));
    let _e756 = dot(_e717.xyz, _e717.xyz);
    let _e763 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e717 * vec4(inverseSqrt(_e756))), vec4<f32>(0f, 0f, 0f, 0f), (_e756 == 0f)), vec4<bool>(true, true, true, false));
    let _e766 = dot(_e721.xyz, _e721.xyz);
    let _e772 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e721 * vec4(inverseSqrt(_e766))), vec4<f32>(0f, 0f, 0f, 0f), (_e766 == 0f)), vec4<bool>(true, true, true, false));
    let _e775 = cross(_e763.xyz, _e772.xyz);
    let _e780 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e775.x, _e775.y, _e775.z, 0f), vec4<bool>(true, true, true, false));
    let _e783 = select(_e780, (_e780 * in4_.wwww), vec4<bool>(true, true, true, false));
    let _e787 = consts[(_e13 + 6u)];
    let _e791 = select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e787) + -(_e723)), vec4<bool>(true, true, true, false));
    let _e794 = dot(_e791.xyz, _e791.xyz);
    let _e800 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e791 * vec4(inverseSqrt(_e794))), vec4<f32>(0f, 0f, 0f, 0f), (_e794 == 0f)), vec4<bool>(true, true, true, false));
    let _e819 = consts[(_e13 + 5u)];
    let _e823 = select(vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<f32>>(_e819) + -(_e723)), vec4<bool>(true, true, true, false));
    let _e826 = dot(_e823.xyz, _e823.xyz);
    let _e832 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e823 * vec4(inverseSqrt(_e826))), vec4<f32>(0f, 0f, 0f, 0f), (_e826 == 0f)), vec4<bool>(true, true, true, false));
    let _e855 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e823.xyz, _e823.xyz)), vec4<bool>(true, false, false, false));
    let _e860 = select(_e855, vec4(inverseSqrt(abs(_e855.x))), vec4<bool>(false, true, false, false));
    let _e865 = select(_e860, vec4((1f / _e860.y)), vec4<bool>(false, false, true, false));
    let _e869 = consts[(_e13 + 7u)];
    let _e870 = bitcast<vec4<f32>>(_e869);
    let _e882 = consts[(_e13 + 256u)];
    let _e887 = consts[(_e13 + 257u)];
    return Output(select(_e753, ((_e753 * bitcast<vec4<f32>>(_e887)) + (bitcast<vec4<f32>>(_e882) * _e753.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in5_, vec4<bool>(true, true, false, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e800.xyz, _e772.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e800.xyz, _e783.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e800.xyz, _e763.xyz)), vec4<bool>(false, false, true, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e832.xyz, _e772.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e832.xyz, _e783.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e832.xyz, _e763.xyz)), vec4<bool>(false, false, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e723, vec4<bool>(true, true, true, false)), saturate((select(_e865, (_e870.yyyy + -(_e865.zzzz)), vec4<bool>(false, false, false, true)).wwww * _e870.zzzz)), (_e9 >> 12u));
}
