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
    let _e17 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    r0_ = _e17;
    r1_ = vec4<f32>(0f, 0f, 0f, 1f);
    let _e24 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e17.yyyy != vec4<f32>(0f, 0f, 0f, 1f).xxxx)), vec4<bool>(false, true, false, false));
    r2_ = _e24;
    let _e34 = select(vec4<f32>(0f, 0f, 0f, 1f), select(vec4<f32>(0f, 0f, 0f, 1f), vec4<f32>(cos(_e17.xxxx.x), sin(_e17.xxxx.x), 0f, 0f), (_e24.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    r1_ = _e34;
    let _e37 = select(_e34, vec4<f32>(0f, 0f, 0f, 1f).xxxx, vec4<bool>(false, false, true, false));
    r1_ = _e37;
    o0_ = _e37;
    return Output(_e37);
}
