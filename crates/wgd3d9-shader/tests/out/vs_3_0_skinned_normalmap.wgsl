struct Constants {
    c: array<vec4<f32>, 258>,
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
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>) -> Output {
    let _e11 = (in2_ * vec4<f32>(3f, 1f, 0f, 0.5f).xxxx);
    let _e17 = (floor((abs(_e11) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e11));
    let _e30 = select(in1_, (-(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, vec4<f32>(3f, 1f, 0f, 0.5f).yyyy.xyz)), vec4<bool>(true, false, false, false)).xxxx) + vec4<f32>(3f, 1f, 0f, 0.5f).yyyy), vec4<bool>(false, false, false, true));
    let _e35 = (i32(_e17.x) + 20i);
    let _e37 = consts.c[_e35];
    let _e48 = (i32(_e17.x) + 21i);
    let _e50 = consts.c[_e48];
    let _e61 = (i32(_e17.x) + 22i);
    let _e63 = consts.c[_e61];
    let _e69 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e37, vec4<f32>(3f, 1f, 0f, 0.5f), (_e35 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e50, vec4<f32>(3f, 1f, 0f, 0.5f), (_e48 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e63, vec4<f32>(3f, 1f, 0f, 0.5f), (_e61 == 4i)))), vec4<bool>(false, false, true, false));
    let _e73 = (i32(_e17.x) + 20i);
    let _e75 = consts.c[_e73];
    let _e86 = (i32(_e17.x) + 21i);
    let _e88 = consts.c[_e86];
    let _e99 = (i32(_e17.x) + 22i);
    let _e101 = consts.c[_e99];
    let _e108 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e75, vec4<f32>(3f, 1f, 0f, 0.5f), (_e73 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e88, vec4<f32>(3f, 1f, 0f, 0.5f), (_e86 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e101, vec4<f32>(3f, 1f, 0f, 0.5f), (_e99 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e112 = (i32(_e17.x) + 20i);
    let _e114 = consts.c[_e112];
    let _e125 = (i32(_e17.x) + 21i);
    let _e127 = consts.c[_e125];
    let _e138 = (i32(_e17.x) + 22i);
    let _e140 = consts.c[_e138];
    let _e147 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in4_.xyz, select(_e114, vec4<f32>(3f, 1f, 0f, 0.5f), (_e112 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(_e127, vec4<f32>(3f, 1f, 0f, 0.5f), (_e125 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(_e140, vec4<f32>(3f, 1f, 0f, 0.5f), (_e138 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e151 = select(_e69, (_e69 * _e30.xxxx), vec4<bool>(true, true, true, false));
    let _e154 = select(_e108, (_e108 * _e30.xxxx), vec4<bool>(true, true, true, false));
    let _e157 = select(_e147, (_e147 * _e30.xxxx), vec4<bool>(true, true, true, false));
    let _e161 = (i32(_e17.y) + 20i);
    let _e163 = consts.c[_e161];
    let _e172 = (i32(_e17.y) + 21i);
    let _e174 = consts.c[_e172];
    let _e183 = (i32(_e17.y) + 22i);
    let _e185 = consts.c[_e183];
    let _e190 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e163, vec4<f32>(3f, 1f, 0f, 0.5f), (_e161 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e174, vec4<f32>(3f, 1f, 0f, 0.5f), (_e172 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e185, vec4<f32>(3f, 1f, 0f, 0.5f), (_e183 == 4i)))), vec4<bool>(false, false, true, false));
    let _e194 = (i32(_e17.y) + 20i);
    let _e196 = consts.c[_e194];
    let _e207 = (i32(_e17.y) + 21i);
    let _e209 = consts.c[_e207];
    let _e220 = (i32(_e17.y) + 22i);
    let _e222 = consts.c[_e220];
    let _e229 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e196, vec4<f32>(3f, 1f, 0f, 0.5f), (_e194 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e209, vec4<f32>(3f, 1f, 0f, 0.5f), (_e207 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e222, vec4<f32>(3f, 1f, 0f, 0.5f), (_e220 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e233 = (i32(_e17.y) + 20i);
    let _e235 = consts.c[_e233];
    let _e246 = (i32(_e17.y) + 21i);
    let _e248 = consts.c[_e246];
    let _e259 = (i32(_e17.y) + 22i);
    let _e261 = consts.c[_e259];
    let _e268 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in4_.xyz, select(_e235, vec4<f32>(3f, 1f, 0f, 0.5f), (_e233 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(_e248, vec4<f32>(3f, 1f, 0f, 0.5f), (_e246 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(_e261, vec4<f32>(3f, 1f, 0f, 0.5f), (_e259 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e272 = select(_e151, ((_e190 * _e30.yyyy) + _e151), vec4<bool>(true, true, true, false));
    let _e276 = select(_e154, ((_e229 * _e30.yyyy) + _e154), vec4<bool>(true, true, true, false));
    let _e280 = select(_e157, ((_e268 * _e30.yyyy) + _e157), vec4<bool>(true, true, true, false));
    let _e284 = (i32(_e17.z) + 20i);
    let _e286 = consts.c[_e284];
    let _e295 = (i32(_e17.z) + 21i);
    let _e297 = consts.c[_e295];
    let _e306 = (i32(_e17.z) + 22i);
    let _e308 = consts.c[_e306];
    let _e313 = select(select(select(_e190, vec4(dot(in0_, select(_e286, vec4<f32>(3f, 1f, 0f, 0.5f), (_e284 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e297, vec4<f32>(3f, 1f, 0f, 0.5f), (_e295 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e308, vec4<f32>(3f, 1f, 0f, 0.5f), (_e306 == 4i)))), vec4<bool>(false, false, true, false));
    let _e317 = (i32(_e17.z) + 20i);
    let _e319 = consts.c[_e317];
    let _e330 = (i32(_e17.z) + 21i);
    let _e332 = consts.c[_e330];
    let _e343 = (i32(_e17.z) + 22i);
    let _e345 = consts.c[_e343];
    let _e352 = select(select(select(_e229, vec4(dot(in3_.xyz, select(_e319, vec4<f32>(3f, 1f, 0f, 0.5f), (_e317 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e332, vec4<f32>(3f, 1f, 0f, 0.5f), (_e330 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e345, vec4<f32>(3f, 1f, 0f, 0.5f), (_e343 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e356 = (i32(_e17.z) + 20i);
    let _e358 = consts.c[_e356];
    let _e369 = (i32(_e17.z) + 21i);
    let _e371 = consts.c[_e369];
    let _e382 = (i32(_e17.z) + 22i);
    let _e384 = consts.c[_e382];
    let _e391 = select(select(select(_e268, vec4(dot(in4_.xyz, select(_e358, vec4<f32>(3f, 1f, 0f, 0.5f), (_e356 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(_e371, vec4<f32>(3f, 1f, 0f, 0.5f), (_e369 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(_e384, vec4<f32>(3f, 1f, 0f, 0.5f), (_e382 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e395 = select(_e272, ((_e313 * _e30.zzzz) + _e272), vec4<bool>(true, true, true, false));
    let _e399 = select(_e276, ((_e352 * _e30.zzzz) + _e276), vec4<bool>(true, true, true, false));
    let _e403 = select(_e280, ((_e391 * _e30.zzzz) + _e280), vec4<bool>(true, true, true, false));
    let _e407 = (i32(_e17.w) + 20i);
    let _e409 = consts.c[_e407];
    let _e418 = (i32(_e17.w) + 21i);
    let _e420 = consts.c[_e418];
    let _e429 = (i32(_e17.w) + 22i);
    let _e431 = consts.c[_e429];
    let _e440 = (i32(_e17.w) + 20i);
    let _e442 = consts.c[_e440];
    let _e453 = (i32(_e17.w) + 21i);
    let _e455 = consts.c[_e453];
    let _e466 = (i32(_e17.w) + 22i);
    let _e468 = consts.c[_e466];
    let _e479 = (i32(_e17.w) + 20i);
    let _e481 = consts.c[_e479];
    let _e492 = (i32(_e17.w) + 21i);
    let _e494 = consts.c[_e492];
    let _e505 = (i32(_e17.w) + 22i);
    let _e507 = consts.c[_e505];
    let _e522 = select(_e399, ((select(select(select(_e352, vec4(dot(in3_.xyz, select(_e442, vec4<f32>(3f, 1f, 0f, 0.5f), (_e440 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e455, vec4<f32>(3f, 1f, 0f, 0.5f), (_e453 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e468, vec4<f32>(3f, 1f, 0f, 0.5f), (_e466 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e30.wwww) + _e399), vec4<bool>(true, true, true, false));
    let _e526 = select(_e403, ((select(select(select(_e391, vec4(dot(in4_.xyz, select(_e481, vec4<f32>(3f, 1f, 0f, 0.5f), (_e479 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(_e494, vec4<f32>(3f, 1f, 0f, 0.5f), (_e492 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(_e507, vec4<f32>(3f, 1f, 0f, 0.5f), (_e505 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e30.wwww) + _e403), vec4<bool>(true, true, true, false));
    let _e528 = select(select(_e395, ((select(select(select(_e313, vec4(dot(in0_, select(_e409, vec4<f32>(3f, 1f, 0f, 0.5f), (_e407 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e420, vec4<f32>(3f, 1f, 0f, 0.5f), (_e418 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e431, vec4<f32>(3f, 1f, 0f, 0.5f), (_e429 == 4i)))), vec4<bool>(false, false, true, false)) * _e30.wwww) + _e395), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0.5f).yyyy, vec4<bool>(false, false, false, true));
    let _e531 = consts.c[0];
    let _e537 = consts.c[1];
    let _e543 = consts.c[2];
    let _e549 = consts.c[3];
    let _e552 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e528, _e531)), vec4<bool>(true, false, false, false)), vec4(dot(_e528, _e537)), vec4<bool>(false, true, false, false)), vec4(dot(_e528, _e543)), vec4<bool>(false, false, true, false)), vec4(dot(_e528, _e549)), vec4<bool>(false, false, false, true));
    let _e555 = dot(_e522.xyz, _e522.xyz);
    let _e562 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e522 * vec4(inverseSqrt(_e555))), vec4<f32>(0f, 0f, 0f, 0f), (_e555 == 0f)), vec4<bool>(true, true, true, false));
    let _e565 = dot(_e526.xyz, _e526.xyz);
    let _e571 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e526 * vec4(inverseSqrt(_e565))), vec4<f32>(0f, 0f, 0f, 0f), (_e565 == 0f)), vec4<bool>(true, true, true, false));
    let _e574 = cross(_e562.xyz, _e571.xyz);
    let _e579 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e574.x, _e574.y, _e574.z, 0f), vec4<bool>(true, true, true, false));
    let _e582 = select(_e579, (_e579 * in4_.wwww), vec4<bool>(true, true, true, false));
    let _e585 = consts.c[6];
    let _e588 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e585 + -(_e528)), vec4<bool>(true, true, true, false));
    let _e591 = dot(_e588.xyz, _e588.xyz);
    let _e597 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e588 * vec4(inverseSqrt(_e591))), vec4<f32>(0f, 0f, 0f, 0f), (_e591 == 0f)), vec4<bool>(true, true, true, false));
    let _e615 = consts.c[5];
    let _e618 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e615 + -(_e528)), vec4<bool>(true, true, true, false));
    let _e621 = dot(_e618.xyz, _e618.xyz);
    let _e627 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e618 * vec4(inverseSqrt(_e621))), vec4<f32>(0f, 0f, 0f, 0f), (_e621 == 0f)), vec4<bool>(true, true, true, false));
    let _e650 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e618.xyz, _e618.xyz)), vec4<bool>(true, false, false, false));
    let _e656 = select(_e650, vec4(inverseSqrt(abs(_e650.xxxx.x))), vec4<bool>(false, true, false, false));
    let _e662 = select(_e656, vec4((1f / _e656.yyyy.x)), vec4<bool>(false, false, true, false));
    let _e665 = consts.c[7];
    let _e677 = consts.c[256];
    let _e680 = consts.c[257];
    return Output(select(_e552, ((_e552 * _e680) + (_e677 * _e552.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in5_, vec4<bool>(true, true, false, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e597.xyz, _e571.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e597.xyz, _e582.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e597.xyz, _e562.xyz)), vec4<bool>(false, false, true, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e627.xyz, _e571.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e627.xyz, _e582.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e627.xyz, _e562.xyz)), vec4<bool>(false, false, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e528, vec4<bool>(true, true, true, false)), saturate((select(_e662, (_e665.yyyy + -(_e662.zzzz)), vec4<bool>(false, false, false, true)).wwww * _e665.zzzz)));
}
