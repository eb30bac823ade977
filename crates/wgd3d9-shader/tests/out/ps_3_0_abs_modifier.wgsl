struct Constants {
    c: array<vec4<f32>, 226>,
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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e19 = v1_;
    let _e21 = select(_e19, in1_, vec4<bool>(true, true, true, false));
    v1_ = _e21;
    r0_ = in0_;
    let _e25 = (abs(in0_) + -(vec4<f32>(1f, 0.5f, 0f, 0f).yyyy));
    r1_ = _e25;
    let _e28 = select(vec4<f32>(0f, 0f, 0f, 0f), (abs(_e21) * _e25), vec4<bool>(true, true, true, false));
    r2_ = _e28;
    let _e34 = select(vec4<f32>(1f, 0.5f, 0f, 0f).zzzz, vec4<f32>(1f, 0.5f, 0f, 0f).xxxx, (-(abs(in0_)) >= vec4<f32>(0f, 0f, 0f, 0f)));
    r3_ = _e34;
    let _e37 = select(_e28, vec4<f32>(1f, 0.5f, 0f, 0f).xxxx, vec4<bool>(false, false, false, true));
    r2_ = _e37;
    let _e41 = ((_e37 * _e34) + -(abs(_e25)));
    o0_ = _e41;
    return Output(_e41);
}
