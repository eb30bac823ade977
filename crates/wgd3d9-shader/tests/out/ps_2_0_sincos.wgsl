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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e16 = v0_;
    let _e17 = _e16.xxxx;
    let _e18 = vec4<f32>(40f, 0.5f, 0f, 1f).xxxx;
    let _e25 = r0_;
    r0_ = select(_e25, select((_e17 * _e18), vec4<f32>(0f, 0f, 0f, 0f), ((_e17 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e18 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e28 = r0_;
    let _e29 = _e28.xxxx;
    let _e30 = vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx;
    let _e38 = r0_;
    r0_ = select(_e38, (select((_e29 * _e30), vec4<f32>(0f, 0f, 0f, 0f), ((_e29 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e30 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    let _e40 = r0_;
    let _e43 = r0_;
    r0_ = select(_e43, fract(_e40.xxxx), vec4<bool>(true, false, false, false));
    let _e45 = r0_;
    let _e46 = _e45.xxxx;
    let _e47 = vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz;
    let _e55 = r0_;
    r0_ = select(_e55, (select((_e46 * _e47), vec4<f32>(0f, 0f, 0f, 0f), ((_e46 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e47 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
    let _e57 = r0_;
    let _e64 = r1_;
    r1_ = select(_e64, vec4<f32>(cos(_e57.xxxx.x), sin(_e57.xxxx.x), 0f, 0f), vec4<bool>(true, true, false, false));
    let _e67 = r1_;
    let _e68 = _e67.yyyy;
    let _e69 = vec4<f32>(40f, 0.5f, 0f, 1f).yyyy;
    r2_ = (select((_e68 * _e69), vec4<f32>(0f, 0f, 0f, 0f), ((_e68 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e69 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(40f, 0.5f, 0f, 1f).yyyy);
    let _e78 = r2_;
    r2_ = select(_e78, vec4<f32>(40f, 0.5f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    let _e81 = r2_;
    o0_ = _e81;
    let _e82 = o0_;
    return Output(_e82);
}
