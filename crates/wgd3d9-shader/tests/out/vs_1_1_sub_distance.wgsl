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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e16 = v0_;
    let _e19 = consts.c[0];
    let _e22 = o0_;
    o0_ = select(_e22, vec4(dot(_e16, _e19)), vec4<bool>(true, false, false, false));
    let _e25 = v0_;
    let _e28 = consts.c[1];
    let _e31 = o0_;
    o0_ = select(_e31, vec4(dot(_e25, _e28)), vec4<bool>(false, true, false, false));
    let _e34 = v0_;
    let _e37 = consts.c[2];
    let _e40 = o0_;
    o0_ = select(_e40, vec4(dot(_e34, _e37)), vec4<bool>(false, false, true, false));
    let _e43 = v0_;
    let _e46 = consts.c[3];
    let _e49 = o0_;
    o0_ = select(_e49, vec4(dot(_e43, _e46)), vec4<bool>(false, false, false, true));
    let _e52 = v0_;
    let _e55 = consts.c[4];
    r0_ = (_e52 + -(_e55));
    let _e58 = r0_;
    let _e59 = r0_;
    let _e64 = r1_;
    r1_ = select(_e64, vec4(dot(_e58.xyz, _e59.xyz)), vec4<bool>(true, false, false, false));
    let _e66 = r1_;
    let _e72 = r1_;
    r1_ = select(_e72, vec4(inverseSqrt(abs(_e66.xxxx.x))), vec4<bool>(false, true, false, false));
    let _e74 = r1_;
    let _e76 = r1_;
    let _e79 = r1_;
    r1_ = select(_e79, (_e74.xxxx * _e76.yyyy), vec4<bool>(false, false, true, false));
    let _e81 = r1_;
    let _e85 = r1_;
    r1_ = select(_e85, (_e81.zzzz * vec4<f32>(0f, 1f, 0.02f, 0f).zzzz), vec4<bool>(false, false, true, false));
    let _e88 = r1_;
    let _e92 = r1_;
    r1_ = select(_e92, (vec4<f32>(0f, 1f, 0.02f, 0f).yyyy + -(_e88.zzzz)), vec4<bool>(false, false, false, true));
    let _e94 = r1_;
    let _e95 = _e94.wwww;
    let _e96 = vec4<f32>(0f, 1f, 0.02f, 0f).xxxx;
    let _e99 = r1_;
    r1_ = select(_e99, select(_e96, _e95, (_e95 >= _e96)), vec4<bool>(false, false, false, true));
    let _e101 = v1_;
    let _e102 = o1_;
    o1_ = select(_e102, _e101, vec4<bool>(true, true, true, false));
    let _e105 = r1_;
    let _e107 = o1_;
    o1_ = select(_e107, _e105.wwww, vec4<bool>(false, false, false, true));
    let _e109 = o1_;
    o1_ = saturate(_e109);
    let _e111 = o0_;
    let _e114 = consts.c[256];
    let _e118 = o0_;
    o0_ = select(_e118, (_e111 + (_e114 * _e111.wwww)), vec4<bool>(true, true, true, false));
    let _e120 = o0_;
    let _e121 = o1_;
    return Output(_e120, _e121);
}
