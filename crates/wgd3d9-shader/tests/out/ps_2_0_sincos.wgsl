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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e17 = in0_.xxxx;
    let _e18 = vec4<f32>(40f, 0.5f, 0f, 1f).xxxx;
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e17 * _e18), vec4<f32>(0f, 0f, 0f, 0f), ((_e17 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e18 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    r0_ = _e25;
    let _e26 = _e25.xxxx;
    let _e27 = vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).xxxx;
    let _e35 = select(_e25, (select((_e26 * _e27), vec4<f32>(0f, 0f, 0f, 0f), ((_e26 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e27 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).yyyy), vec4<bool>(true, false, false, false));
    r0_ = _e35;
    let _e38 = select(_e35, fract(_e35.xxxx), vec4<bool>(true, false, false, false));
    r0_ = _e38;
    let _e39 = _e38.xxxx;
    let _e40 = vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).zzzz;
    let _e48 = select(_e38, (select((_e39 * _e40), vec4<f32>(0f, 0f, 0f, 0f), ((_e39 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e40 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.15915494f, 0.5f, 6.2831855f, -3.1415927f).wwww), vec4<bool>(true, false, false, false));
    r0_ = _e48;
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(cos(_e48.xxxx.x), sin(_e48.xxxx.x), 0f, 0f), vec4<bool>(true, true, false, false));
    r1_ = _e56;
    let _e57 = _e56.yyyy;
    let _e58 = vec4<f32>(40f, 0.5f, 0f, 1f).yyyy;
    let _e65 = (select((_e57 * _e58), vec4<f32>(0f, 0f, 0f, 0f), ((_e57 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e58 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(40f, 0.5f, 0f, 1f).yyyy);
    r2_ = _e65;
    let _e68 = select(_e65, vec4<f32>(40f, 0.5f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    r2_ = _e68;
    o0_ = _e68;
    return Output(_e68);
}
