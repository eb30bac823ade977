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
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e25 = consts.c[0];
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e25)), vec4<bool>(true, false, false, false));
    o0_ = _e29;
    let _e32 = consts.c[1];
    let _e36 = select(_e29, vec4(dot(in0_, _e32)), vec4<bool>(false, true, false, false));
    o0_ = _e36;
    let _e39 = consts.c[2];
    let _e43 = select(_e36, vec4(dot(in0_, _e39)), vec4<bool>(false, false, true, false));
    o0_ = _e43;
    let _e46 = consts.c[3];
    let _e50 = select(_e43, vec4(dot(in0_, _e46)), vec4<bool>(false, false, false, true));
    o0_ = _e50;
    let _e51 = in1_.wzyx;
    r0_ = _e51;
    let _e54 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_.xxyy, vec4<bool>(true, true, false, false));
    r1_ = _e54;
    let _e57 = select(_e54, in1_.zzzz, vec4<bool>(false, false, true, true));
    r1_ = _e57;
    let _e59 = select(vec4<f32>(0f, 0f, 0f, 0f), _e51.yyyy, vec4<bool>(true, false, false, false));
    r2_ = _e59;
    let _e62 = select(_e59, _e57.xyzz, vec4<bool>(false, true, true, true));
    r2_ = _e62;
    let _e64 = (_e62 + _e57.yxwz);
    r3_ = _e64;
    let _e69 = select(vec4<f32>(1f, 1f, 1f, 1f), (_e64.xyzz * in1_.zyxx), vec4<bool>(true, true, true, false));
    o1_ = _e69;
    let _e71 = select(_e69, in1_.wwww, vec4<bool>(false, false, false, true));
    o1_ = _e71;
    let _e74 = select(vec4<f32>(0f, 0f, 0f, 0f), _e64.zzxx, vec4<bool>(true, false, true, false));
    o2_ = _e74;
    let _e75 = saturate(_e71);
    o1_ = _e75;
    let _e78 = consts.c[256];
    let _e81 = consts.c[257];
    let _e86 = select(_e50, ((_e50 * _e81) + (_e78 * _e50.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e86;
    return Output(_e86, _e75, _e74);
}
