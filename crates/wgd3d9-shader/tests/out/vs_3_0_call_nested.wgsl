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
    let _e17 = v0_;
    let _e20 = consts.c[0];
    let _e23 = o0_;
    o0_ = select(_e23, vec4(dot(_e17, _e20)), vec4<bool>(true, false, false, false));
    let _e26 = v0_;
    let _e29 = consts.c[1];
    let _e32 = o0_;
    o0_ = select(_e32, vec4(dot(_e26, _e29)), vec4<bool>(false, true, false, false));
    let _e35 = v0_;
    let _e38 = consts.c[2];
    let _e41 = o0_;
    o0_ = select(_e41, vec4(dot(_e35, _e38)), vec4<bool>(false, false, true, false));
    let _e44 = v0_;
    let _e47 = consts.c[3];
    let _e50 = o0_;
    o0_ = select(_e50, vec4(dot(_e44, _e47)), vec4<bool>(false, false, false, true));
    let _e53 = v1_;
    r0_ = _e53;
    let _e54 = r0_;
    let _e57 = consts.c[4];
    let _e62 = r1_;
    r1_ = select(_e62, vec4(dot(_e54.xyz, _e57.xyz)), vec4<bool>(true, false, false, false));
    let _e66 = consts.c[6];
    r2_ = _e66;
    let _e67 = r2_;
    let _e70 = consts.c[5];
    r2_ = (_e67 + _e70);
    let _e72 = r1_;
    let _e74 = r2_;
    r1_ = (_e72.xxxx * _e74);
    let _e76 = r1_;
    o1_ = _e76;
    let _e77 = o0_;
    let _e80 = consts.c[256];
    let _e84 = o0_;
    o0_ = select(_e84, (_e77 + (_e80 * _e77.wwww)), vec4<bool>(true, true, true, false));
    let _e87 = o0_;
    let _e88 = o1_;
    return Output(_e87, _e88);
}
