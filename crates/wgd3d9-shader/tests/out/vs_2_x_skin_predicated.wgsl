struct Constants {
    c: array<vec4<f32>, 257>,
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
    let _e31 = (in2_ * vec4<f32>(3f, 1f, 0f, 0f).xxxx);
    r0_ = _e31;
    r4_ = in1_;
    let _e37 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ > vec4<f32>(3f, 1f, 0f, 0f).zzzz)), vec4<bool>(true, true, false, false));
    r6_ = _e37;
    r1_ = in0_;
    let _e44 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e31) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e31)), vec4<bool>(true, true, false, false));
    r5_ = _e44;
    let _e45 = vec4<f32>(3f, 1f, 0f, 0f).zzzz;
    r3_ = _e45;
    let _e50 = (i32(_e44.x) + 20i);
    let _e52 = consts.c[_e50];
    let _e59 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, select(_e52, vec4<f32>(3f, 1f, 0f, 0f), (_e50 == 4i)))), vec4<bool>(true, false, false, false));
    r2_ = _e59;
    let _e64 = (i32(_e44.x) + 21i);
    let _e66 = consts.c[_e64];
    let _e72 = select(_e59, vec4(dot(in0_, select(_e66, vec4<f32>(3f, 1f, 0f, 0f), (_e64 == 4i)))), vec4<bool>(false, true, false, false));
    r2_ = _e72;
    let _e77 = (i32(_e44.x) + 22i);
    let _e79 = consts.c[_e77];
    let _e85 = select(_e72, vec4(dot(in0_, select(_e79, vec4<f32>(3f, 1f, 0f, 0f), (_e77 == 4i)))), vec4<bool>(false, false, true, false));
    r2_ = _e85;
    let _e89 = select(_e85, (_e85 * in1_.xxxx), vec4<bool>(true, true, true, false));
    r2_ = _e89;
    let _e93 = (i32(_e44.y) + 20i);
    let _e95 = consts.c[_e93];
    let _e103 = select(_e45, select(_e45, vec4(dot(in0_, select(_e95, vec4<f32>(3f, 1f, 0f, 0f), (_e93 == 4i)))), (_e37.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, false, false, false));
    r3_ = _e103;
    let _e107 = (i32(_e44.y) + 21i);
    let _e109 = consts.c[_e107];
    let _e117 = select(_e103, select(_e103, vec4(dot(in0_, select(_e109, vec4<f32>(3f, 1f, 0f, 0f), (_e107 == 4i)))), (_e37.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    r3_ = _e117;
    let _e121 = (i32(_e44.y) + 22i);
    let _e123 = consts.c[_e121];
    let _e131 = select(_e117, select(_e117, vec4(dot(in0_, select(_e123, vec4<f32>(3f, 1f, 0f, 0f), (_e121 == 4i)))), (_e37.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, true, false));
    r3_ = _e131;
    let _e138 = select(_e89, select(_e89, ((_e131 * in1_.yyyy) + _e89), (_e37.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false));
    r2_ = _e138;
    let _e141 = select(_e138, vec4<f32>(3f, 1f, 0f, 0f).yyyy, vec4<bool>(false, false, false, true));
    r2_ = _e141;
    let _e144 = consts.c[0];
    let _e147 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e141, _e144)), vec4<bool>(true, false, false, false));
    o0_ = _e147;
    let _e150 = consts.c[1];
    let _e153 = select(_e147, vec4(dot(_e141, _e150)), vec4<bool>(false, true, false, false));
    o0_ = _e153;
    let _e156 = consts.c[2];
    let _e159 = select(_e153, vec4(dot(_e141, _e156)), vec4<bool>(false, false, true, false));
    o0_ = _e159;
    let _e162 = consts.c[3];
    let _e165 = select(_e159, vec4(dot(_e141, _e162)), vec4<bool>(false, false, false, true));
    o0_ = _e165;
    o1_ = in1_;
    let _e166 = saturate(in1_);
    o1_ = _e166;
    let _e169 = consts.c[256];
    let _e173 = select(_e165, (_e165 + (_e169 * _e165.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e173;
    return Output(_e173, _e166);
}
