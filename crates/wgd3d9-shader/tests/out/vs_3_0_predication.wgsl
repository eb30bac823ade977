struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
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
    r0_ = in1_;
    let _e54 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ < vec4<f32>(0f, 1f, 0f, 0f).xxxx));
    r3_ = _e54;
    r1_ = in1_;
    let _e58 = select(in1_, -(in1_), (_e54.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    r1_ = _e58;
    let _e63 = select(_e58, select(_e58, vec4<f32>(0f, 1f, 0f, 0f).yyyy, (_e54.wwww == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, false, false, true));
    r1_ = _e63;
    let _e71 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e63 * vec4(inverseSqrt(dot(_e63.xyz, _e63.xyz)))), vec4<bool>(true, true, true, false));
    r2_ = _e71;
    let _e74 = consts.c[5];
    r2_ = select(_e71, select(_e71, (_e71 * _e74), (_e54.xyzw != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    o1_ = _e63;
    let _e81 = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    o2_ = _e81;
    let _e84 = consts.c[6];
    let _e87 = select(_e81, _e84, (_e54.zzzz != vec4<f32>(0f, 0f, 0f, 0f)));
    o2_ = _e87;
    let _e90 = consts.c[256];
    let _e94 = select(_e50, (_e50 + (_e90 * _e50.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e94;
    return Output(_e94, _e63, _e87);
}
