struct Constants {
    c: array<vec4<f32>, 34>,
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
    let _e19 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, true, false));
    r0_ = _e19;
    let _e20 = select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false));
    r1_ = _e20;
    let _e23 = cross(_e19.xyz, _e20.xyz);
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e23.x, _e23.y, _e23.z, 0f), vec4<bool>(true, true, true, false));
    r2_ = _e29;
    let _e32 = cross(_e20.xyz, _e19.xyz);
    let _e38 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e32.x, _e32.y, _e32.z, 0f), vec4<bool>(true, true, false, false));
    r3_ = _e38;
    let _e41 = cross(_e19.xyz, _e20.xyz);
    let _e47 = select(_e38, vec4<f32>(_e41.x, _e41.y, _e41.z, 0f), vec4<bool>(false, false, true, false));
    r3_ = _e47;
    let _e49 = select(_e29, (_e29 + _e47), vec4<bool>(true, true, true, false));
    r2_ = _e49;
    let _e52 = select(_e49, _e19.xxxx, vec4<bool>(false, false, false, true));
    r2_ = _e52;
    o0_ = _e52;
    return Output(_e52);
}
