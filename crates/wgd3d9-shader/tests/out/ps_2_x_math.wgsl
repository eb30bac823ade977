struct Constants {
    c: array<vec4<f32>, 33>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e24 = v0_;
    r0_ = _e24;
    let _e25 = v1_;
    let _e26 = r1_;
    r1_ = select(_e26, _e25, vec4<bool>(true, true, true, false));
    let _e29 = r0_;
    let _e30 = r1_;
    let _e33 = cross(_e29.xyz, _e30.xyz);
    let _e39 = r2_;
    r2_ = select(_e39, vec4<f32>(_e33.x, _e33.y, _e33.z, 0f), vec4<bool>(true, true, true, false));
    let _e41 = r0_;
    let _e42 = r0_;
    let _e48 = select((_e41 * _e42), vec4<f32>(0f, 0f, 0f, 0f), ((_e41 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e42 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e57 = r2_;
    r2_ = select(_e57, vec4((((_e48.x + _e48.y) + _e48.z) + _e48.w)), vec4<bool>(false, false, false, true));
    let _e60 = r2_;
    let _e66 = r3_;
    r3_ = select(_e66, vec4(log2(abs(_e60.wwww.x))), vec4<bool>(true, false, false, false));
    let _e69 = r3_;
    let _e70 = _e69.xxxx;
    let _e71 = vec4<f32>(0.5f, 2f, 0f, 1f).xxxx;
    let _e77 = r3_;
    r3_ = select(_e77, select((_e70 * _e71), vec4<f32>(0f, 0f, 0f, 0f), ((_e70 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e71 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e79 = r3_;
    let _e84 = r3_;
    r3_ = select(_e84, vec4(exp2(_e79.xxxx.x)), vec4<bool>(true, false, false, false));
    let _e86 = r2_;
    let _e87 = vec4<f32>(0.5f, 2f, 0f, 1f).zzzz;
    r4_ = select(_e87, _e86, (_e86 >= _e87));
    let _e90 = r0_;
    let _e91 = r4_;
    r5_ = (_e90 + -(_e91));
    let _e94 = r3_;
    let _e96 = r5_;
    let _e97 = r4_;
    r6_ = mix(_e97, _e96, _e94.xxxx);
    let _e99 = r6_;
    o0_ = _e99;
    let _e100 = o0_;
    return Output(_e100);
}
