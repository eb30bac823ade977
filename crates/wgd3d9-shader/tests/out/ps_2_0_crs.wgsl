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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e17 = v0_;
    let _e18 = r0_;
    r0_ = select(_e18, _e17, vec4<bool>(true, true, true, false));
    let _e21 = v1_;
    let _e22 = r1_;
    r1_ = select(_e22, _e21, vec4<bool>(true, true, true, false));
    let _e24 = r0_;
    let _e25 = r1_;
    let _e28 = cross(_e24.xyz, _e25.xyz);
    let _e34 = r2_;
    r2_ = select(_e34, vec4<f32>(_e28.x, _e28.y, _e28.z, 0f), vec4<bool>(true, true, true, false));
    let _e36 = r1_;
    let _e37 = r0_;
    let _e40 = cross(_e36.xyz, _e37.xyz);
    let _e46 = r3_;
    r3_ = select(_e46, vec4<f32>(_e40.x, _e40.y, _e40.z, 0f), vec4<bool>(true, true, false, false));
    let _e49 = r0_;
    let _e50 = r1_;
    let _e53 = cross(_e49.xyz, _e50.xyz);
    let _e59 = r3_;
    r3_ = select(_e59, vec4<f32>(_e53.x, _e53.y, _e53.z, 0f), vec4<bool>(false, false, true, false));
    let _e62 = r2_;
    let _e63 = r3_;
    let _e65 = r2_;
    r2_ = select(_e65, (_e62 + _e63), vec4<bool>(true, true, true, false));
    let _e67 = r0_;
    let _e69 = r2_;
    r2_ = select(_e69, _e67.xxxx, vec4<bool>(false, false, false, true));
    let _e72 = r2_;
    o0_ = _e72;
    let _e73 = o0_;
    return Output(_e73);
}
