struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e32 = (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx);
    r0_ = _e32;
    r4_ = in1_;
    let _e38 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ > vec4<f32>(3f, 1f, 0f, 0f).zzzz)), vec4<bool>(true, true, false, false));
    r6_ = _e38;
    r1_ = in0_;
    let _e45 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e32) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e32)), vec4<bool>(true, true, false, false));
    r5_ = _e45;
    let _e46 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    r3_ = _e46;
    let _e51 = (i32(_e45.x) + 20i);
    let _e53 = consts.c[_e51];
    let _e60 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e53, vec4<f32>(3f, 1f, 0f, 0f), (_e51 == 4i)))), vec4<bool>(true, false, false, false));
    r2_ = _e60;
    let _e65 = (i32(_e45.x) + 21i);
    let _e67 = consts.c[_e65];
    let _e73 = select(_e60, vec4(dot(in0_, select(_e67, vec4<f32>(3f, 1f, 0f, 0f), (_e65 == 4i)))), vec4<bool>(false, true, false, false));
    r2_ = _e73;
    let _e78 = (i32(_e45.x) + 22i);
    let _e80 = consts.c[_e78];
    let _e86 = select(_e73, vec4(dot(in0_, select(_e80, vec4<f32>(3f, 1f, 0f, 0f), (_e78 == 4i)))), vec4<bool>(false, false, true, false));
    r2_ = _e86;
    let _e90 = select(_e86, (_e86 * in1_.xxxx), vec4<bool>(true, true, true, false));
    r2_ = _e90;
    let _e94 = (i32(_e45.y) + 20i);
    let _e96 = consts.c[_e94];
    let _e104 = select(_e46, select(_e46, vec4(dot(in0_, select(_e96, vec4<f32>(3f, 1f, 0f, 0f), (_e94 == 4i)))), (_e38.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    r3_ = _e104;
    let _e108 = (i32(_e45.y) + 21i);
    let _e110 = consts.c[_e108];
    let _e118 = select(_e104, select(_e104, vec4(dot(in0_, select(_e110, vec4<f32>(3f, 1f, 0f, 0f), (_e108 == 4i)))), (_e38.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    r3_ = _e118;
    let _e122 = (i32(_e45.y) + 22i);
    let _e124 = consts.c[_e122];
    let _e132 = select(_e118, select(_e118, vec4(dot(in0_, select(_e124, vec4<f32>(3f, 1f, 0f, 0f), (_e122 == 4i)))), (_e38.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    r3_ = _e132;
    let _e139 = select(_e90, select(_e90, ((_e132 * in1_.yyyy) + _e90), (_e38.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false));
    r2_ = _e139;
    let _e142 = select(_e139, vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    r2_ = _e142;
    let _e145 = consts.c[0];
    let _e148 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e142, _e145)), vec4<bool>(true, false, false, false));
    o0_ = _e148;
    let _e151 = consts.c[1];
    let _e154 = select(_e148, vec4(dot(_e142, _e151)), vec4<bool>(false, true, false, false));
    o0_ = _e154;
    let _e157 = consts.c[2];
    let _e160 = select(_e154, vec4(dot(_e142, _e157)), vec4<bool>(false, false, true, false));
    o0_ = _e160;
    let _e163 = consts.c[3];
    let _e166 = select(_e160, vec4(dot(_e142, _e163)), vec4<bool>(false, false, false, true));
    o0_ = _e166;
    o1_ = in1_;
    let _e167 = saturate(in1_);
    o1_ = _e167;
    let _e170 = consts.c[256];
    let _e173 = consts.c[257];
    let _e178 = select(_e166, ((_e166 * _e173) + (_e170 * _e166.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e178;
    return Output(_e178, _e167);
}
