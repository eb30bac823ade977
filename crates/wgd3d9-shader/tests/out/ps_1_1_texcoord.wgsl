struct Constants {
    c: array<vec4<f32>, 26>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();
    var v5_: vec4<f32> = vec4<f32>();
    var v6_: vec4<f32> = vec4<f32>();
    var v7_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v8_ = in8_;
    let _e35 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(in0_), vec4<bool>(true, true, true, false));
    r1_ = _e35;
    let _e37 = select(_e35, vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    r1_ = _e37;
    let _e39 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(in1_), vec4<bool>(true, true, true, false));
    r2_ = _e39;
    let _e40 = select(_e39, vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    r2_ = _e40;
    let _e46 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e37 * _e40), vec4<f32>(0f, 0f, 0f, 0f), ((_e37 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e40 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e46;
    let _e47 = select(_e46, in8_, vec4<bool>(false, false, false, true));
    r0_ = _e47;
    o0_ = _e47;
    return Output(_e47);
}
