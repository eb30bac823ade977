struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e24 = consts.c[0];
    let _e28 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e24)), vec4<bool>(true, false, false, false));
    o0_ = _e28;
    let _e31 = consts.c[1];
    let _e35 = select(_e28, vec4(dot(in0_, _e31)), vec4<bool>(false, true, false, false));
    o0_ = _e35;
    let _e38 = consts.c[2];
    let _e42 = select(_e35, vec4(dot(in0_, _e38)), vec4<bool>(false, false, true, false));
    o0_ = _e42;
    let _e45 = consts.c[3];
    let _e49 = select(_e42, vec4(dot(in0_, _e45)), vec4<bool>(false, false, false, true));
    o0_ = _e49;
    let _e50 = in1_.wzyx;
    r0_ = _e50;
    let _e53 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_.xxyy, vec4<bool>(true, true, false, false));
    r1_ = _e53;
    let _e56 = select(_e53, in1_.zzzz, vec4<bool>(false, false, true, true));
    r1_ = _e56;
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), _e50.yyyy, vec4<bool>(true, false, false, false));
    r2_ = _e58;
    let _e61 = select(_e58, _e56.xyzz, vec4<bool>(false, true, true, true));
    r2_ = _e61;
    let _e63 = (_e61 + _e56.yxwz);
    r3_ = _e63;
    let _e68 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e63.xyzz * in1_.zyxx), vec4<bool>(true, true, true, false));
    o1_ = _e68;
    let _e70 = select(_e68, in1_.wwww, vec4<bool>(false, false, false, true));
    o1_ = _e70;
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), _e63.zzxx, vec4<bool>(true, false, true, false));
    o2_ = _e73;
    let _e74 = saturate(_e70);
    o1_ = _e74;
    let _e77 = consts.c[256];
    let _e81 = select(_e49, (_e49 + (_e77 * _e49.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e81;
    return Output(_e81, _e74, _e73);
}
