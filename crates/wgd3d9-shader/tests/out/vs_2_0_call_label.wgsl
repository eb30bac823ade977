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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e23 = consts.c[0];
    let _e27 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e23)), vec4<bool>(true, false, false, false));
    o0_ = _e27;
    let _e30 = consts.c[1];
    let _e34 = select(_e27, vec4(dot(in0_, _e30)), vec4<bool>(false, true, false, false));
    o0_ = _e34;
    let _e37 = consts.c[2];
    let _e41 = select(_e34, vec4(dot(in0_, _e37)), vec4<bool>(false, false, true, false));
    o0_ = _e41;
    let _e44 = consts.c[3];
    let _e48 = select(_e41, vec4(dot(in0_, _e44)), vec4<bool>(false, false, false, true));
    o0_ = _e48;
    r0_ = in1_;
    let _e51 = consts.c[4];
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e51.xyz)), vec4<bool>(true, false, false, false));
    r1_ = _e56;
    let _e57 = _e56.xxxx;
    let _e60 = consts.c[5];
    let _e61 = _e60.xxxx;
    let _e63 = select(_e61, _e57, (_e57 >= _e61));
    r1_ = _e63;
    o1_ = _e63;
    let _e66 = consts.c[6];
    let _e67 = (in1_ * _e66);
    r2_ = _e67;
    let _e70 = consts.c[7];
    let _e71 = (_e67 + _e70);
    r2_ = _e71;
    o2_ = _e71;
    let _e72 = saturate(_e63);
    o1_ = _e72;
    let _e75 = consts.c[256];
    let _e78 = consts.c[257];
    let _e84 = select(_e48, ((_e48 * _e78) + (_e75 * _e48.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e84;
    return Output(_e84, _e72, _e71);
}
