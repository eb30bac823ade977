struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
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
    let _e19 = v0_;
    let _e22 = consts.c[0];
    let _e25 = r0_;
    r0_ = select(_e25, vec4(dot(_e19, _e22)), vec4<bool>(true, false, false, false));
    let _e28 = v0_;
    let _e31 = consts.c[1];
    let _e34 = r0_;
    r0_ = select(_e34, vec4(dot(_e28, _e31)), vec4<bool>(false, true, false, false));
    let _e37 = v0_;
    let _e40 = consts.c[2];
    let _e43 = r0_;
    r0_ = select(_e43, vec4(dot(_e37, _e40)), vec4<bool>(false, false, true, false));
    let _e46 = v0_;
    let _e49 = consts.c[3];
    let _e52 = r0_;
    r0_ = select(_e52, vec4(dot(_e46, _e49)), vec4<bool>(false, false, false, true));
    let _e55 = r0_;
    o0_ = _e55;
    let _e56 = r0_;
    let _e62 = r1_;
    r1_ = select(_e62, vec4((1f / _e56.wwww.x)), vec4<bool>(false, false, false, true));
    let _e64 = r0_;
    let _e65 = r1_;
    let _e68 = o1_;
    o1_ = select(_e68, (_e64 * _e65.wwww), vec4<bool>(true, true, false, false));
    let _e71 = v1_;
    let _e72 = v1_;
    let _e77 = r2_;
    r2_ = select(_e77, vec4(dot(_e71.xyz, _e72.xyz)), vec4<bool>(true, false, false, false));
    let _e79 = r2_;
    let _e85 = r2_;
    r2_ = select(_e85, vec4(inverseSqrt(abs(_e79.xxxx.x))), vec4<bool>(true, false, false, false));
    let _e87 = v1_;
    let _e88 = r2_;
    let _e91 = o2_;
    o2_ = select(_e91, (_e87 * _e88.xxxx), vec4<bool>(true, true, true, false));
    let _e94 = o0_;
    let _e97 = consts.c[256];
    let _e101 = o0_;
    o0_ = select(_e101, (_e94 + (_e97 * _e94.wwww)), vec4<bool>(true, true, true, false));
    let _e103 = o0_;
    let _e104 = o1_;
    let _e105 = o2_;
    return Output(_e103, _e104, _e105);
}
