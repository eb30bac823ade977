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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e21 = consts.c[0];
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e21)), vec4<bool>(true, false, false, false));
    o0_ = _e25;
    let _e28 = consts.c[1];
    let _e32 = select(_e25, vec4(dot(in0_, _e28)), vec4<bool>(false, true, false, false));
    o0_ = _e32;
    let _e35 = consts.c[2];
    let _e39 = select(_e32, vec4(dot(in0_, _e35)), vec4<bool>(false, false, true, false));
    o0_ = _e39;
    let _e42 = consts.c[3];
    let _e46 = select(_e39, vec4(dot(in0_, _e42)), vec4<bool>(false, false, false, true));
    o0_ = _e46;
    r0_ = in1_;
    let _e49 = consts.c[4];
    let _e54 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e49.xyz)), vec4<bool>(true, false, false, false));
    r1_ = _e54;
    let _e57 = consts.c[6];
    r2_ = _e57;
    let _e60 = consts.c[5];
    let _e61 = (_e57 + _e60);
    r2_ = _e61;
    let _e63 = (_e54.xxxx * _e61);
    r1_ = _e63;
    o1_ = _e63;
    let _e66 = consts.c[256];
    let _e69 = consts.c[257];
    let _e75 = select(_e46, ((_e46 * _e69) + (_e66 * _e46.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e75;
    return Output(_e75, _e63);
}
