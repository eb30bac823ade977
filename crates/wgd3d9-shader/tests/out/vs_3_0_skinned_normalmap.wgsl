struct Constants {
    c: array<vec4<f32>, 266>,
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
    let _e12 = (in2_ * vec4<f32>(3f, 1f, 0f, 0.5f).xxxx);
    let _e18 = (floor((abs(_e12) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e12));
    let _e31 = select(in1_, (-(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, vec4<f32>(3f, 1f, 0f, 0.5f).yyyy.xyz)), vec4<bool>(true, false, false, false)).xxxx) + vec4<f32>(3f, 1f, 0f, 0.5f).yyyy), vec4<bool>(false, false, false, true));
    let _e35 = (i32(_e18.x) + 20i);
    let _e37 = consts.c[_e35];
    let _e47 = (i32(_e18.x) + 21i);
    let _e49 = consts.c[_e47];
    let _e59 = (i32(_e18.x) + 22i);
    let _e61 = consts.c[_e59];
    let _e67 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e37, vec4<f32>(3f, 1f, 0f, 0.5f), (_e35 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e49, vec4<f32>(3f, 1f, 0f, 0.5f), (_e47 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e61, vec4<f32>(3f, 1f, 0f, 0.5f), (_e59 == 4i)))), vec4<bool>(false, false, true, false));
    let _e70 = (i32(_e18.x) + 20i);
    let _e72 = consts.c[_e70];
    let _e82 = (i32(_e18.x) + 21i);
    let _e84 = consts.c[_e82];
    let _e94 = (i32(_e18.x) + 22i);
    let _e96 = consts.c[_e94];
    let _e103 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e72, vec4<f32>(3f, 1f, 0f, 0.5f), (_e70 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e84, vec4<f32>(3f, 1f, 0f, 0.5f), (_e82 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e96, vec4<f32>(3f, 1f, 0f, 0.5f), (_e94 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e106 = (i32(_e18.x) + 20i);
    let _e108 = consts.c[_e106];
    let _e118 = (i32(_e18.x) + 21i);
    let _e120 = consts.c[_e118];
    let _e130 = (i32(_e18.x) + 22i);
    let _e132 = consts.c[_e130];
    let _e139 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in4_.xyz, select(_e108, vec4<f32>(3f, 1f, 0f, 0.5f), (_e106 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(_e120, vec4<f32>(3f, 1f, 0f, 0.5f), (_e118 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(_e132, vec4<f32>(3f, 1f, 0f, 0.5f), (_e130 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e143 = select(_e67, (_e67 * _e31.xxxx), vec4<bool>(true, true, true, false));
    let _e146 = select(_e103, (_e103 * _e31.xxxx), vec4<bool>(true, true, true, false));
    let _e149 = select(_e139, (_e139 * _e31.xxxx), vec4<bool>(true, true, true, false));
    let _e152 = (i32(_e18.y) + 20i);
    let _e154 = consts.c[_e152];
    let _e162 = (i32(_e18.y) + 21i);
    let _e164 = consts.c[_e162];
    let _e172 = (i32(_e18.y) + 22i);
    let _e174 = consts.c[_e172];
    let _e179 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e154, vec4<f32>(3f, 1f, 0f, 0.5f), (_e152 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e164, vec4<f32>(3f, 1f, 0f, 0.5f), (_e162 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e174, vec4<f32>(3f, 1f, 0f, 0.5f), (_e172 == 4i)))), vec4<bool>(false, false, true, false));
    let _e182 = (i32(_e18.y) + 20i);
    let _e184 = consts.c[_e182];
    let _e194 = (i32(_e18.y) + 21i);
    let _e196 = consts.c[_e194];
    let _e206 = (i32(_e18.y) + 22i);
    let _e208 = consts.c[_e206];
    let _e215 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e184, vec4<f32>(3f, 1f, 0f, 0.5f), (_e182 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e196, vec4<f32>(3f, 1f, 0f, 0.5f), (_e194 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e208, vec4<f32>(3f, 1f, 0f, 0.5f), (_e206 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e218 = (i32(_e18.y) + 20i);
    let _e220 = consts.c[_e218];
    let _e230 = (i32(_e18.y) + 21i);
    let _e232 = consts.c[_e230];
    let _e242 = (i32(_e18.y) + 22i);
    let _e244 = consts.c[_e242];
    let _e251 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in4_.xyz, select(_e220, vec4<f32>(3f, 1f, 0f, 0.5f), (_e218 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(_e232, vec4<f32>(3f, 1f, 0f, 0.5f), (_e230 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(_e244, vec4<f32>(3f, 1f, 0f, 0.5f), (_e242 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e255 = select(_e143, ((_e179 * _e31.yyyy) + _e143), vec4<bool>(true, true, true, false));
    let _e259 = select(_e146, ((_e215 * _e31.yyyy) + _e146), vec4<bool>(true, true, true, false));
    let _e263 = select(_e149, ((_e251 * _e31.yyyy) + _e149), vec4<bool>(true, true, true, false));
    let _e266 = (i32(_e18.z) + 20i);
    let _e268 = consts.c[_e266];
    let _e276 = (i32(_e18.z) + 21i);
    let _e278 = consts.c[_e276];
    let _e286 = (i32(_e18.z) + 22i);
    let _e288 = consts.c[_e286];
    let _e293 = select(select(select(_e179, vec4(dot(in0_, select(_e268, vec4<f32>(3f, 1f, 0f, 0.5f), (_e266 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e278, vec4<f32>(3f, 1f, 0f, 0.5f), (_e276 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e288, vec4<f32>(3f, 1f, 0f, 0.5f), (_e286 == 4i)))), vec4<bool>(false, false, true, false));
    let _e296 = (i32(_e18.z) + 20i);
    let _e298 = consts.c[_e296];
    let _e308 = (i32(_e18.z) + 21i);
    let _e310 = consts.c[_e308];
    let _e320 = (i32(_e18.z) + 22i);
    let _e322 = consts.c[_e320];
    let _e329 = select(select(select(_e215, vec4(dot(in3_.xyz, select(_e298, vec4<f32>(3f, 1f, 0f, 0.5f), (_e296 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e310, vec4<f32>(3f, 1f, 0f, 0.5f), (_e308 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e322, vec4<f32>(3f, 1f, 0f, 0.5f), (_e320 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e332 = (i32(_e18.z) + 20i);
    let _e334 = consts.c[_e332];
    let _e344 = (i32(_e18.z) + 21i);
    let _e346 = consts.c[_e344];
    let _e356 = (i32(_e18.z) + 22i);
    let _e358 = consts.c[_e356];
    let _e365 = select(select(select(_e251, vec4(dot(in4_.xyz, select(_e334, vec4<f32>(3f, 1f, 0f, 0.5f), (_e332 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(_e346, vec4<f32>(3f, 1f, 0f, 0.5f), (_e344 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(_e358, vec4<f32>(3f, 1f, 0f, 0.5f), (_e356 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e369 = select(_e255, ((_e293 * _e31.zzzz) + _e255), vec4<bool>(true, true, true, false));
    let _e373 = select(_e259, ((_e329 * _e31.zzzz) + _e259), vec4<bool>(true, true, true, false));
    let _e377 = select(_e263, ((_e365 * _e31.zzzz) + _e263), vec4<bool>(true, true, true, false));
    let _e380 = (i32(_e18.w) + 20i);
    let _e382 = consts.c[_e380];
    let _e390 = (i32(_e18.w) + 21i);
    let _e392 = consts.c[_e390];
    let _e400 = (i32(_e18.w) + 22i);
    let _e402 = consts.c[_e400];
    let _e410 = (i32(_e18.w) + 20i);
    let _e412 = consts.c[_e410];
    let _e422 = (i32(_e18.w) + 21i);
    let _e424 = consts.c[_e422];
    let _e434 = (i32(_e18.w) + 22i);
    let _e436 = consts.c[_e434];
    let _e446 = (i32(_e18.w) + 20i);
    let _e448 = consts.c[_e446];
    let _e458 = (i32(_e18.w) + 21i);
    let _e460 = consts.c[_e458];
    let _e470 = (i32(_e18.w) + 22i);
    let _e472 = consts.c[_e470];
    let _e487 = select(_e373, ((select(select(select(_e329, vec4(dot(in3_.xyz, select(_e412, vec4<f32>(3f, 1f, 0f, 0.5f), (_e410 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e424, vec4<f32>(3f, 1f, 0f, 0.5f), (_e422 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e436, vec4<f32>(3f, 1f, 0f, 0.5f), (_e434 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e31.wwww) + _e373), vec4<bool>(true, true, true, false));
    let _e491 = select(_e377, ((select(select(select(_e365, vec4(dot(in4_.xyz, select(_e448, vec4<f32>(3f, 1f, 0f, 0.5f), (_e446 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(_e460, vec4<f32>(3f, 1f, 0f, 0.5f), (_e458 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(_e472, vec4<f32>(3f, 1f, 0f, 0.5f), (_e470 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e31.wwww) + _e377), vec4<bool>(true, true, true, false));
    let _e493 = select(select(_e369, ((select(select(select(_e293, vec4(dot(in0_, select(_e382, vec4<f32>(3f, 1f, 0f, 0.5f), (_e380 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e392, vec4<f32>(3f, 1f, 0f, 0.5f), (_e390 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e402, vec4<f32>(3f, 1f, 0f, 0.5f), (_e400 == 4i)))), vec4<bool>(false, false, true, false)) * _e31.wwww) + _e369), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0.5f).yyyy, vec4<bool>(false, false, false, true));
    let _e495 = consts.c[0];
    let _e500 = consts.c[1];
    let _e505 = consts.c[2];
    let _e510 = consts.c[3];
    let _e513 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e493, _e495)), vec4<bool>(true, false, false, false)), vec4(dot(_e493, _e500)), vec4<bool>(false, true, false, false)), vec4(dot(_e493, _e505)), vec4<bool>(false, false, true, false)), vec4(dot(_e493, _e510)), vec4<bool>(false, false, false, true));
    let _e516 = dot(_e487.xyz, _e487.xyz);
    let _e523 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e487 * vec4(inverseSqrt(_e516))), vec4<f32>(0f, 0f, 0f, 0f), (_e516 == 0f)), vec4<bool>(true, true, true, false));
    let _e526 = dot(_e491.xyz, _e491.xyz);
    let _e532 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e491 * vec4(inverseSqrt(_e526))), vec4<f32>(0f, 0f, 0f, 0f), (_e526 == 0f)), vec4<bool>(true, true, true, false));
    let _e535 = cross(_e523.xyz, _e532.xyz);
    let _e540 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e535.x, _e535.y, _e535.z, 0f), vec4<bool>(true, true, true, false));
    let _e543 = select(_e540, (_e540 * in4_.wwww), vec4<bool>(true, true, true, false));
    let _e545 = consts.c[6];
    let _e548 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e545 + -(_e493)), vec4<bool>(true, true, true, false));
    let _e551 = dot(_e548.xyz, _e548.xyz);
    let _e557 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e548 * vec4(inverseSqrt(_e551))), vec4<f32>(0f, 0f, 0f, 0f), (_e551 == 0f)), vec4<bool>(true, true, true, false));
    let _e574 = consts.c[5];
    let _e577 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e574 + -(_e493)), vec4<bool>(true, true, true, false));
    let _e580 = dot(_e577.xyz, _e577.xyz);
    let _e586 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e577 * vec4(inverseSqrt(_e580))), vec4<f32>(0f, 0f, 0f, 0f), (_e580 == 0f)), vec4<bool>(true, true, true, false));
    let _e609 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e577.xyz, _e577.xyz)), vec4<bool>(true, false, false, false));
    let _e614 = select(_e609, vec4(inverseSqrt(abs(_e609.x))), vec4<bool>(false, true, false, false));
    let _e619 = select(_e614, vec4((1f / _e614.y)), vec4<bool>(false, false, true, false));
    let _e621 = consts.c[7];
    let _e632 = consts.c[256];
    let _e634 = consts.c[257];
    return Output(select(_e513, ((_e513 * _e634) + (_e632 * _e513.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in5_, vec4<bool>(true, true, false, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e557.xyz, _e532.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e557.xyz, _e543.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e557.xyz, _e523.xyz)), vec4<bool>(false, false, true, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e586.xyz, _e532.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e586.xyz, _e543.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e586.xyz, _e523.xyz)), vec4<bool>(false, false, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e493, vec4<bool>(true, true, true, false)), saturate((select(_e619, (_e621.yyyy + -(_e619.zzzz)), vec4<bool>(false, false, false, true)).wwww * _e621.zzzz)));
}
