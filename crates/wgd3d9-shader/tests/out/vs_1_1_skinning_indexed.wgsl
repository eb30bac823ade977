struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    v4_ = in4_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e44 = select(vec4<f32>(0f, 0f, 0f, 0f), (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx), vec4<bool>(true, true, false, false));
    r0_ = _e44;
    let _e48 = select(vec4<f32>(0f, 0f, 0f, 0f), floor(_e44.xxxx), vec4<bool>(true, false, false, false));
    r7_ = _e48;
    let _e53 = (i32(_e48.x) + 10i);
    let _e55 = consts.c[_e53];
    let _e61 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e55, vec4<f32>(3f, 1f, 0f, 0f), (_e53 == 4i)))), vec4<bool>(true, false, false, false));
    r1_ = _e61;
    let _e66 = (i32(_e48.x) + 11i);
    let _e68 = consts.c[_e66];
    let _e74 = select(_e61, vec4(dot(in0_, select(_e68, vec4<f32>(3f, 1f, 0f, 0f), (_e66 == 4i)))), vec4<bool>(false, true, false, false));
    r1_ = _e74;
    let _e79 = (i32(_e48.x) + 12i);
    let _e81 = consts.c[_e79];
    let _e87 = select(_e74, vec4(dot(in0_, select(_e81, vec4<f32>(3f, 1f, 0f, 0f), (_e79 == 4i)))), vec4<bool>(false, false, true, false));
    r1_ = _e87;
    let _e91 = (i32(_e48.x) + 10i);
    let _e93 = consts.c[_e91];
    let _e100 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e93, vec4<f32>(3f, 1f, 0f, 0f), (_e91 == 4i)).xyz)), vec4<bool>(true, false, false, false));
    r4_ = _e100;
    let _e104 = (i32(_e48.x) + 11i);
    let _e106 = consts.c[_e104];
    let _e113 = select(_e100, vec4(dot(in3_.xyz, select(_e106, vec4<f32>(3f, 1f, 0f, 0f), (_e104 == 4i)).xyz)), vec4<bool>(false, true, false, false));
    r4_ = _e113;
    let _e117 = (i32(_e48.x) + 12i);
    let _e119 = consts.c[_e117];
    let _e126 = select(_e113, vec4(dot(in3_.xyz, select(_e119, vec4<f32>(3f, 1f, 0f, 0f), (_e117 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    r4_ = _e126;
    let _e130 = select(_e87, (_e87 * in1_.xxxx), vec4<bool>(true, true, true, false));
    r1_ = _e130;
    let _e133 = select(_e126, (_e126 * in1_.xxxx), vec4<bool>(true, true, true, false));
    r4_ = _e133;
    let _e136 = select(_e48, floor(_e44.yyyy), vec4<bool>(true, false, false, false));
    r7_ = _e136;
    let _e140 = (i32(_e136.x) + 10i);
    let _e142 = consts.c[_e140];
    let _e147 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e142, vec4<f32>(3f, 1f, 0f, 0f), (_e140 == 4i)))), vec4<bool>(true, false, false, false));
    r2_ = _e147;
    let _e151 = (i32(_e136.x) + 11i);
    let _e153 = consts.c[_e151];
    let _e158 = select(_e147, vec4(dot(in0_, select(_e153, vec4<f32>(3f, 1f, 0f, 0f), (_e151 == 4i)))), vec4<bool>(false, true, false, false));
    r2_ = _e158;
    let _e162 = (i32(_e136.x) + 12i);
    let _e164 = consts.c[_e162];
    let _e169 = select(_e158, vec4(dot(in0_, select(_e164, vec4<f32>(3f, 1f, 0f, 0f), (_e162 == 4i)))), vec4<bool>(false, false, true, false));
    r2_ = _e169;
    let _e173 = (i32(_e136.x) + 10i);
    let _e175 = consts.c[_e173];
    let _e182 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in3_.xyz, select(_e175, vec4<f32>(3f, 1f, 0f, 0f), (_e173 == 4i)).xyz)), vec4<bool>(true, false, false, false));
    r5_ = _e182;
    let _e186 = (i32(_e136.x) + 11i);
    let _e188 = consts.c[_e186];
    let _e195 = select(_e182, vec4(dot(in3_.xyz, select(_e188, vec4<f32>(3f, 1f, 0f, 0f), (_e186 == 4i)).xyz)), vec4<bool>(false, true, false, false));
    r5_ = _e195;
    let _e199 = (i32(_e136.x) + 12i);
    let _e201 = consts.c[_e199];
    let _e208 = select(_e195, vec4(dot(in3_.xyz, select(_e201, vec4<f32>(3f, 1f, 0f, 0f), (_e199 == 4i)).xyz)), vec4<bool>(false, false, true, false));
    r5_ = _e208;
    let _e213 = select(vec4<f32>(0f, 0f, 0f, 0f), (vec4<f32>(3f, 1f, 0f, 0f).yyyy + -(in1_.xxxx)), vec4<bool>(true, false, false, false));
    r3_ = _e213;
    let _e217 = select(_e130, ((_e169 * _e213.xxxx) + _e130), vec4<bool>(true, true, true, false));
    r1_ = _e217;
    let _e221 = select(_e133, ((_e208 * _e213.xxxx) + _e133), vec4<bool>(true, true, true, false));
    r4_ = _e221;
    let _e224 = select(_e217, vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    r1_ = _e224;
    let _e227 = consts.c[0];
    let _e230 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e224, _e227)), vec4<bool>(true, false, false, false));
    o0_ = _e230;
    let _e233 = consts.c[1];
    let _e236 = select(_e230, vec4(dot(_e224, _e233)), vec4<bool>(false, true, false, false));
    o0_ = _e236;
    let _e239 = consts.c[2];
    let _e242 = select(_e236, vec4(dot(_e224, _e239)), vec4<bool>(false, false, true, false));
    o0_ = _e242;
    let _e245 = consts.c[3];
    let _e248 = select(_e242, vec4(dot(_e224, _e245)), vec4<bool>(false, false, false, true));
    o0_ = _e248;
    let _e251 = consts.c[8];
    let _e256 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e221.xyz, _e251.xyz)), vec4<bool>(true, false, false, false));
    r6_ = _e256;
    let _e257 = _e256.xxxx;
    let _e258 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    let _e260 = select(_e258, _e257, (_e257 >= _e258));
    o1_ = _e260;
    let _e261 = select(vec4<f32>(0f, 0f, 0f, 0f), in4_, vec4<bool>(true, true, false, false));
    o2_ = _e261;
    let _e262 = saturate(_e260);
    o1_ = _e262;
    let _e265 = consts.c[256];
    let _e268 = consts.c[257];
    let _e273 = select(_e248, ((_e248 * _e268) + (_e265 * _e248.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e273;
    return Output(_e273, _e262, _e261);
}
