struct Constants {
    c: array<vec4<f32>, 33>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e21 = v0_;
    let _e22 = vec4<f32>(16f, 0.5f, 1f, 0f).xxxx;
    let _e29 = r0_;
    r0_ = select(_e29, select((_e21 * _e22), vec4<f32>(0f, 0f, 0f, 0f), ((_e21 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e22 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false));
    let _e32 = r0_;
    let _e33 = dpdx(_e32);
    let _e34 = r1_;
    r1_ = select(_e34, _e33, vec4<bool>(true, true, false, false));
    let _e36 = r0_;
    let _e37 = dpdy(_e36);
    let _e38 = r2_;
    r2_ = select(_e38, _e37, vec4<bool>(true, true, false, false));
    let _e40 = r1_;
    let _e42 = r1_;
    r1_ = select(_e42, abs(_e40), vec4<bool>(true, true, false, false));
    let _e44 = r2_;
    let _e46 = r2_;
    r2_ = select(_e46, abs(_e44), vec4<bool>(true, true, false, false));
    let _e48 = r1_;
    let _e49 = r2_;
    let _e51 = r1_;
    r1_ = select(_e51, (_e48 + _e49), vec4<bool>(true, true, false, false));
    let _e53 = r0_;
    let _e55 = r3_;
    r3_ = select(_e55, fract(_e53), vec4<bool>(true, true, false, false));
    let _e57 = r3_;
    let _e61 = r3_;
    r3_ = select(_e61, (_e57 + -(vec4<f32>(16f, 0.5f, 1f, 0f).yyyy)), vec4<bool>(true, true, false, false));
    let _e63 = r3_;
    let _e65 = r3_;
    r3_ = select(_e65, abs(_e63), vec4<bool>(true, true, false, false));
    let _e67 = r1_;
    let _e73 = r4_;
    r4_ = select(_e73, vec4((1f / _e67.xxxx.x)), vec4<bool>(true, false, false, false));
    let _e76 = r1_;
    let _e82 = r4_;
    r4_ = select(_e82, vec4((1f / _e76.yyyy.x)), vec4<bool>(false, true, false, false));
    let _e85 = r3_;
    let _e86 = r4_;
    let _e93 = r3_;
    r3_ = select(_e93, saturate(select((_e85 * _e86), vec4<f32>(0f, 0f, 0f, 0f), ((_e85 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e86 == vec4<f32>(0f, 0f, 0f, 0f))))), vec4<bool>(true, true, false, false));
    let _e95 = r3_;
    let _e96 = _e95.xxxx;
    let _e97 = r3_;
    let _e98 = _e97.yyyy;
    let _e101 = r5_;
    r5_ = select(_e101, select(_e98, _e96, (_e96 < _e98)), vec4<bool>(true, false, false, false));
    let _e104 = r5_;
    r5_ = select(_e104, vec4<f32>(16f, 0.5f, 1f, 0f).zzzz, vec4<bool>(false, true, true, true));
    let _e107 = r5_;
    r6_ = _e107.xxxy;
    let _e109 = r6_;
    o0_ = _e109;
    let _e110 = o0_;
    return Output(_e110);
}
