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
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>) -> Output {
    let _e4 = imm.vs;
    let _e14 = (in2_ * vec4<f32>(3f, 1f, 0f, 0.5f).xxxx);
    let _e20 = (floor((abs(_e14) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e14));
    let _e33 = select(in1_, (-(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, vec4<f32>(3f, 1f, 0f, 0.5f).yyyy.xyz)), vec4<bool>(true, false, false, false)).xxxx) + vec4<f32>(3f, 1f, 0f, 0.5f).yyyy), vec4<bool>(false, false, false, true));
    let _e37 = (i32(_e20.x) + 20i);
    let _e43 = consts[(_e4 + min(u32(_e37), 265u))];
    let _e53 = (i32(_e20.x) + 21i);
    let _e58 = consts[(_e4 + min(u32(_e53), 265u))];
    let _e68 = (i32(_e20.x) + 22i);
    let _e73 = consts[(_e4 + min(u32(_e68), 265u))];
    let _e79 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e43, vec4<f32>(3f, 1f, 0f, 0.5f), (_e37 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e58, vec4<f32>(3f, 1f, 0f, 0.5f), (_e53 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e73, vec4<f32>(3f, 1f, 0f, 0.5f), (_e68 == 4i)))), vec4<bool>(false, false, true, false));
    let _e82 = (i32(_e20.x) + 20i);
    let _e87 = consts[(_e4 + min(u32(_e82), 265u))];
    let _e97 = (i32(_e20.x) + 21i);
    let _e102 = consts[(_e4 + min(u32(_e97), 265u))];
    let _e112 = (i32(_e20.x) + 22i);
    let _e117 = consts[(_e4 + min(u32(_e112), 265u))];
    let _e124 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e87, vec4<f32>(3f, 1f, 0f, 0.5f), (_e82 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e102, vec4<f32>(3f, 1f, 0f, 0.5f), (_e97 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e117, vec4<f32>(3f, 1f, 0f, 0.5f), (_e112 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e127 = (i32(_e20.x) + 20i);
    let _e132 = consts[(_e4 + min(u32(_e127), 265u))];
    let _e142 = (i32(_e20.x) + 21i);
    let _e147 = consts[(_e4 + min(u32(_e142), 265u))];
    let _e157 = (i32(_e20.x) + 22i);
    let _e162 = consts[(_e4 + min(u32(_e157), 265u))];
    let _e169 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in4_.xyz, select(_e132, vec4<f32>(3f, 1f, 0f, 0.5f), (_e127 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(_e147, vec4<f32>(3f, 1f, 0f, 0.5f), (_e142 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(_e162, vec4<f32>(3f, 1f, 0f, 0.5f), (_e157 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e173 = select(_e79, (_e79 * _e33.xxxx), vec4<bool>(true, true, true, false));
    let _e176 = select(_e124, (_e124 * _e33.xxxx), vec4<bool>(true, true, true, false));
    let _e179 = select(_e169, (_e169 * _e33.xxxx), vec4<bool>(true, true, true, false));
    let _e182 = (i32(_e20.y) + 20i);
    let _e187 = consts[(_e4 + min(u32(_e182), 265u))];
    let _e195 = (i32(_e20.y) + 21i);
    let _e200 = consts[(_e4 + min(u32(_e195), 265u))];
    let _e208 = (i32(_e20.y) + 22i);
    let _e213 = consts[(_e4 + min(u32(_e208), 265u))];
    let _e218 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e187, vec4<f32>(3f, 1f, 0f, 0.5f), (_e182 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e200, vec4<f32>(3f, 1f, 0f, 0.5f), (_e195 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e213, vec4<f32>(3f, 1f, 0f, 0.5f), (_e208 == 4i)))), vec4<bool>(false, false, true, false));
    let _e221 = (i32(_e20.y) + 20i);
    let _e226 = consts[(_e4 + min(u32(_e221), 265u))];
    let _e236 = (i32(_e20.y) + 21i);
    let _e241 = consts[(_e4 + min(u32(_e236), 265u))];
    let _e251 = (i32(_e20.y) + 22i);
    let _e256 = consts[(_e4 + min(u32(_e251), 265u))];
    let _e263 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e226, vec4<f32>(3f, 1f, 0f, 0.5f), (_e221 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e241, vec4<f32>(3f, 1f, 0f, 0.5f), (_e236 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e256, vec4<f32>(3f, 1f, 0f, 0.5f), (_e251 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e266 = (i32(_e20.y) + 20i);
    let _e271 = consts[(_e4 + min(u32(_e266), 265u))];
    let _e281 = (i32(_e20.y) + 21i);
    let _e286 = consts[(_e4 + min(u32(_e281), 265u))];
    let _e296 = (i32(_e20.y) + 22i);
    let _e301 = consts[(_e4 + min(u32(_e296), 265u))];
    let _e308 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in4_.xyz, select(_e271, vec4<f32>(3f, 1f, 0f, 0.5f), (_e266 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(_e286, vec4<f32>(3f, 1f, 0f, 0.5f), (_e281 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(_e301, vec4<f32>(3f, 1f, 0f, 0.5f), (_e296 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e312 = select(_e173, ((_e218 * _e33.yyyy) + _e173), vec4<bool>(true, true, true, false));
    let _e316 = select(_e176, ((_e263 * _e33.yyyy) + _e176), vec4<bool>(true, true, true, false));
    let _e320 = select(_e179, ((_e308 * _e33.yyyy) + _e179), vec4<bool>(true, true, true, false));
    let _e323 = (i32(_e20.z) + 20i);
    let _e328 = consts[(_e4 + min(u32(_e323), 265u))];
    let _e336 = (i32(_e20.z) + 21i);
    let _e341 = consts[(_e4 + min(u32(_e336), 265u))];
    let _e349 = (i32(_e20.z) + 22i);
    let _e354 = consts[(_e4 + min(u32(_e349), 265u))];
    let _e359 = select(select(select(_e218, vec4(dot(in0_, select(_e328, vec4<f32>(3f, 1f, 0f, 0.5f), (_e323 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e341, vec4<f32>(3f, 1f, 0f, 0.5f), (_e336 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e354, vec4<f32>(3f, 1f, 0f, 0.5f), (_e349 == 4i)))), vec4<bool>(false, false, true, false));
    let _e362 = (i32(_e20.z) + 20i);
    let _e367 = consts[(_e4 + min(u32(_e362), 265u))];
    let _e377 = (i32(_e20.z) + 21i);
    let _e382 = consts[(_e4 + min(u32(_e377), 265u))];
    let _e392 = (i32(_e20.z) + 22i);
    let _e397 = consts[(_e4 + min(u32(_e392), 265u))];
    let _e404 = select(select(select(_e263, vec4(dot(in3_.xyz, select(_e367, vec4<f32>(3f, 1f, 0f, 0.5f), (_e362 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e382, vec4<f32>(3f, 1f, 0f, 0.5f), (_e377 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e397, vec4<f32>(3f, 1f, 0f, 0.5f), (_e392 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e407 = (i32(_e20.z) + 20i);
    let _e412 = consts[(_e4 + min(u32(_e407), 265u))];
    let _e422 = (i32(_e20.z) + 21i);
    let _e427 = consts[(_e4 + min(u32(_e422), 265u))];
    let _e437 = (i32(_e20.z) + 22i);
    let _e442 = consts[(_e4 + min(u32(_e437), 265u))];
    let _e449 = select(select(select(_e308, vec4(dot(in4_.xyz, select(_e412, vec4<f32>(3f, 1f, 0f, 0.5f), (_e407 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(_e427, vec4<f32>(3f, 1f, 0f, 0.5f), (_e422 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(_e442, vec4<f32>(3f, 1f, 0f, 0.5f), (_e437 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    let _e453 = select(_e312, ((_e359 * _e33.zzzz) + _e312), vec4<bool>(true, true, true, false));
    let _e457 = select(_e316, ((_e404 * _e33.zzzz) + _e316), vec4<bool>(true, true, true, false));
    let _e461 = select(_e320, ((_e449 * _e33.zzzz) + _e320), vec4<bool>(true, true, true, false));
    let _e464 = (i32(_e20.w) + 20i);
    let _e469 = consts[(_e4 + min(u32(_e464), 265u))];
    let _e477 = (i32(_e20.w) + 21i);
    let _e482 = consts[(_e4 + min(u32(_e477), 265u))];
    let _e490 = (i32(_e20.w) + 22i);
    let _e495 = consts[(_e4 + min(u32(_e490), 265u))];
    let _e503 = (i32(_e20.w) + 20i);
    let _e508 = consts[(_e4 + min(u32(_e503), 265u))];
    let _e518 = (i32(_e20.w) + 21i);
    let _e523 = consts[(_e4 + min(u32(_e518), 265u))];
    let _e533 = (i32(_e20.w) + 22i);
    let _e538 = consts[(_e4 + min(u32(_e533), 265u))];
    let _e548 = (i32(_e20.w) + 20i);
    let _e553 = consts[(_e4 + min(u32(_e548), 265u))];
    let _e563 = (i32(_e20.w) + 21i);
    let _e568 = consts[(_e4 + min(u32(_e563), 265u))];
    let _e578 = (i32(_e20.w) + 22i);
    let _e583 = consts[(_e4 + min(u32(_e578), 265u))];
    let _e598 = select(_e457, ((select(select(select(_e404, vec4(dot(in3_.xyz, select(_e508, vec4<f32>(3f, 1f, 0f, 0.5f), (_e503 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in3_.xyz, select(_e523, vec4<f32>(3f, 1f, 0f, 0.5f), (_e518 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in3_.xyz, select(_e538, vec4<f32>(3f, 1f, 0f, 0.5f), (_e533 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e33.wwww) + _e457), vec4<bool>(true, true, true, false));
    let _e602 = select(_e461, ((select(select(select(_e449, vec4(dot(in4_.xyz, select(_e553, vec4<f32>(3f, 1f, 0f, 0.5f), (_e548 == 4i)).xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in4_.xyz, select(_e568, vec4<f32>(3f, 1f, 0f, 0.5f), (_e563 == 4i)).xyz)), vec4<bool>(false, true, false, false)), vec4(dot(in4_.xyz, select(_e583, vec4<f32>(3f, 1f, 0f, 0.5f), (_e578 == 4i)).xyz)), vec4<bool>(false, false, true, false)) * _e33.wwww) + _e461), vec4<bool>(true, true, true, false));
    let _e604 = select(select(_e453, ((select(select(select(_e359, vec4(dot(in0_, select(_e469, vec4<f32>(3f, 1f, 0f, 0.5f), (_e464 == 4i)))), vec4<bool>(true, false, false, false)), vec4(dot(in0_, select(_e482, vec4<f32>(3f, 1f, 0f, 0.5f), (_e477 == 4i)))), vec4<bool>(false, true, false, false)), vec4(dot(in0_, select(_e495, vec4<f32>(3f, 1f, 0f, 0.5f), (_e490 == 4i)))), vec4<bool>(false, false, true, false)) * _e33.wwww) + _e453), vec4<bool>(true, true, true, false)), vec4<f32>(3f, 1f, 0f, 0.5f).yyyy, vec4<bool>(false, false, false, true));
    let _e608 = consts[(_e4 + 0u)];
    let _e615 = consts[(_e4 + 1u)];
    let _e622 = consts[(_e4 + 2u)];
    let _e629 = consts[(_e4 + 3u)];
    let _e632 = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e604, _e608)), vec4<bool>(true, false, false, false)), vec4(dot(_e604, _e615)), vec4<bool>(false, true, false, false)), vec4(dot(_e604, _e622)), vec4<bool>(false, false, true, false)), vec4(dot(_e604, _e629)), vec4<bool>(false, false, false, true));
    let _e635 = dot(_e598.xyz, _e598.xyz);
    let _e642 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e598 * vec4(inverseSqrt(_e635))), vec4<f32>(0f, 0f, 0f, 0f), (_e635 == 0f)), vec4<bool>(true, true, true, false));
    let _e645 = dot(_e602.xyz, _e602.xyz);
    let _e651 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e602 * vec4(inverseSqrt(_e645))), vec4<f32>(0f, 0f, 0f, 0f), (_e645 == 0f)), vec4<bool>(true, true, true, false));
    let _e654 = cross(_e642.xyz, _e651.xyz);
    let _e659 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e654.x, _e654.y, _e654.z, 0f), vec4<bool>(true, true, true, false));
    let _e662 = select(_e659, (_e659 * in4_.wwww), vec4<bool>(true, true, true, false));
    let _e666 = consts[(_e4 + 6u)];
    let _e669 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e666 + -(_e604)), vec4<bool>(true, true, true, false));
    let _e672 = dot(_e669.xyz, _e669.xyz);
    let _e678 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e669 * vec4(inverseSqrt(_e672))), vec4<f32>(0f, 0f, 0f, 0f), (_e672 == 0f)), vec4<bool>(true, true, true, false));
    let _e697 = consts[(_e4 + 5u)];
    let _e700 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e697 + -(_e604)), vec4<bool>(true, true, true, false));
    let _e703 = dot(_e700.xyz, _e700.xyz);
    let _e709 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e700 * vec4(inverseSqrt(_e703))), vec4<f32>(0f, 0f, 0f, 0f), (_e703 == 0f)), vec4<bool>(true, true, true, false));
    let _e732 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e700.xyz, _e700.xyz)), vec4<bool>(true, false, false, false));
    let _e737 = select(_e732, vec4(inverseSqrt(abs(_e732.x))), vec4<bool>(false, true, false, false));
    let _e742 = select(_e737, vec4((1f / _e737.y)), vec4<bool>(false, false, true, false));
    let _e746 = consts[(_e4 + 7u)];
    let _e759 = consts[(_e4 + 256u)];
    let _e763 = consts[(_e4 + 257u)];
    return Output(select(_e632, ((_e632 * _e763) + (_e759 * _e632.wwww)), vec4<bool>(true, true, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), in5_, vec4<bool>(true, true, false, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e678.xyz, _e651.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e678.xyz, _e662.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e678.xyz, _e642.xyz)), vec4<bool>(false, false, true, false)), select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e709.xyz, _e651.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(_e709.xyz, _e662.xyz)), vec4<bool>(false, true, false, false)), vec4(dot(_e709.xyz, _e642.xyz)), vec4<bool>(false, false, true, false)), select(vec4<f32>(0f, 0f, 0f, 0f), _e604, vec4<bool>(true, true, true, false)), saturate((select(_e742, (_e746.yyyy + -(_e742.zzzz)), vec4<bool>(false, false, false, true)).wwww * _e746.zzzz)));
}
