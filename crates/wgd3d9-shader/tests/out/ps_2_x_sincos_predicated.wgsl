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
    let _e15 = v0_;
    let _e16 = r0_;
    r0_ = select(_e16, _e15, vec4<bool>(true, true, false, false));
    r1_ = vec4<f32>(0f, 0f, 0f, 1f);
    let _e19 = r0_;
    let _e26 = r2_;
    r2_ = select(_e26, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e19.yyyy != vec4<f32>(0f, 0f, 0f, 1f).xxxx)), vec4<bool>(false, true, false, false));
    let _e29 = r0_;
    let _e36 = r2_;
    let _e39 = r1_;
    let _e41 = r1_;
    r1_ = select(_e41, select(_e39, vec4<f32>(cos(_e29.xxxx.x), sin(_e29.xxxx.x), 0f, 0f), (_e36.yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    let _e44 = r1_;
    r1_ = select(_e44, vec4<f32>(0f, 0f, 0f, 1f).xxxx, vec4<bool>(false, false, true, false));
    let _e47 = r1_;
    o0_ = _e47;
    let _e48 = o0_;
    return Output(_e48);
}
