struct Constants {
    c: array<vec4<f32>, 25>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    r3_ = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 0f, 0f, 1f), (vec4<f32>(1f, 0f, 0f, 1f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e27 = r3_;
    r3_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e27, (_e27 < vec4<f32>(1f, 1f, 1f, 1f)));
    r4_ = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(-1f, -0.5f, 0.5f, 0.25f), (vec4<f32>(-1f, -0.5f, 0.5f, 0.25f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e32 = r4_;
    r4_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e32, (_e32 < vec4<f32>(1f, 1f, 1f, 1f)));
    r5_ = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.2125f, 0.7154f, 0.0721f, 0f), (vec4<f32>(0.2125f, 0.7154f, 0.0721f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e37 = r5_;
    r5_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e37, (_e37 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e40 = v0_;
    let _e42 = textureSample(t0_, s0_, _e40.xy);
    r2_ = _e42;
    let _e43 = r2_;
    let _e44 = r5_;
    let _e45 = _e43.xyz;
    let _e46 = _e44.xyz;
    let _e49 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e53 = select((_e45 * _e46), _e49, ((_e45 == _e49) | (_e46 == _e49)));
    let _e60 = r0_;
    r0_ = select(_e60, vec4(((_e53.x + _e53.y) + _e53.z)), vec4<bool>(true, true, true, false));
    let _e63 = r3_;
    let _e64 = r0_;
    r0_ = select(_e64, _e63, vec4<bool>(false, false, false, true));
    let _e67 = r0_;
    let _e68 = r4_;
    r1_ = (_e67 + _e68);
    let _e70 = r1_;
    let _e71 = r0_;
    let _e77 = r0_;
    r0_ = select(_e77, select((_e70 * _e71), vec4<f32>(0f, 0f, 0f, 0f), ((_e70 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e71 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e79 = r0_;
    o0_ = _e79;
    let _e80 = o0_;
    return Output(_e80);
}
