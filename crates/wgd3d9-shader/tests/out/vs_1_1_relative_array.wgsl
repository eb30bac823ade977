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
    let _e18 = v0_;
    let _e21 = consts.c[0];
    let _e24 = o0_;
    o0_ = select(_e24, vec4(dot(_e18, _e21)), vec4<bool>(true, false, false, false));
    let _e27 = v0_;
    let _e30 = consts.c[1];
    let _e33 = o0_;
    o0_ = select(_e33, vec4(dot(_e27, _e30)), vec4<bool>(false, true, false, false));
    let _e36 = v0_;
    let _e39 = consts.c[2];
    let _e42 = o0_;
    o0_ = select(_e42, vec4(dot(_e36, _e39)), vec4<bool>(false, false, true, false));
    let _e45 = v0_;
    let _e48 = consts.c[3];
    let _e51 = o0_;
    o0_ = select(_e51, vec4(dot(_e45, _e48)), vec4<bool>(false, false, false, true));
    let _e54 = v1_;
    let _e58 = r0_;
    r0_ = select(_e58, (_e54.wwww * vec4<f32>(255f, 0f, 0f, 0f).xxxx), vec4<bool>(true, false, false, false));
    let _e60 = r0_;
    let _e63 = r2_;
    r2_ = select(_e63, floor(_e60.xxxx), vec4<bool>(true, false, false, false));
    let _e66 = r2_;
    let _e70 = (i32(_e66.x) + 20i);
    let _e72 = consts.c[_e70];
    r1_ = select(_e72, vec4<f32>(255f, 0f, 0f, 0f), (_e70 == 4i));
    let _e76 = r1_;
    let _e78 = r2_;
    let _e82 = (i32(_e78.x) + 0i);
    let _e84 = consts.c[_e82];
    r1_ = (_e76 + select(_e84, vec4<f32>(255f, 0f, 0f, 0f), (_e82 == 4i)));
    let _e89 = r1_;
    let _e90 = v1_;
    o1_ = (_e89 * _e90);
    let _e92 = o1_;
    o1_ = saturate(_e92);
    let _e94 = o0_;
    let _e97 = consts.c[256];
    let _e101 = o0_;
    o0_ = select(_e101, (_e94 + (_e97 * _e94.wwww)), vec4<bool>(true, true, true, false));
    let _e104 = o0_;
    let _e105 = o1_;
    return Output(_e104, _e105);
}
