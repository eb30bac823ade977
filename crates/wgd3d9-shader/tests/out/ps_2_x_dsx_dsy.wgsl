struct Constants {
    c: array<vec4<f32>, 34>,
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
    let _e22 = vec4<f32>(16f, 0.5f, 1f, 0f).xxxx;
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in0_ * _e22), vec4<f32>(0f, 0f, 0f, 0f), ((in0_ == vec4<f32>(0f, 0f, 0f, 0f)) | (_e22 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, false, false));
    r0_ = _e29;
    let _e30 = dpdx(_e29);
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), _e30, vec4<bool>(true, true, false, false));
    r1_ = _e31;
    let _e32 = dpdy(_e29);
    let _e33 = select(vec4<f32>(0f, 0f, 0f, 0f), _e32, vec4<bool>(true, true, false, false));
    r2_ = _e33;
    let _e35 = select(_e31, abs(_e31), vec4<bool>(true, true, false, false));
    r1_ = _e35;
    let _e37 = select(_e33, abs(_e33), vec4<bool>(true, true, false, false));
    r2_ = _e37;
    let _e39 = select(_e35, (_e35 + _e37), vec4<bool>(true, true, false, false));
    r1_ = _e39;
    let _e41 = select(vec4<f32>(0f, 0f, 0f, 0f), fract(_e29), vec4<bool>(true, true, false, false));
    r3_ = _e41;
    let _e45 = select(_e41, (_e41 + -(vec4<f32>(16f, 0.5f, 1f, 0f).yyyy)), vec4<bool>(true, true, false, false));
    r3_ = _e45;
    let _e47 = select(_e45, abs(_e45), vec4<bool>(true, true, false, false));
    r3_ = _e47;
    let _e54 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4((1f / _e39.xxxx.x)), vec4<bool>(true, false, false, false));
    r4_ = _e54;
    let _e60 = select(_e54, vec4((1f / _e39.yyyy.x)), vec4<bool>(false, true, false, false));
    r4_ = _e60;
    let _e67 = select(_e47, saturate(select((_e47 * _e60), vec4<f32>(0f, 0f, 0f, 0f), ((_e47 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e60 == vec4<f32>(0f, 0f, 0f, 0f))))), vec4<bool>(true, true, false, false));
    r3_ = _e67;
    let _e68 = _e67.xxxx;
    let _e69 = _e67.yyyy;
    let _e72 = select(vec4<f32>(0f, 0f, 0f, 0f), select(_e69, _e68, (_e68 < _e69)), vec4<bool>(true, false, false, false));
    r5_ = _e72;
    let _e75 = select(_e72, vec4<f32>(16f, 0.5f, 1f, 0f).zzzz, vec4<bool>(false, true, true, true));
    r5_ = _e75;
    let _e76 = _e75.xxxy;
    r6_ = _e76;
    o0_ = _e76;
    return Output(_e76);
}
