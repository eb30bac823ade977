struct Constants {
    c: array<vec4<f32>, 26>,
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
    let _e27 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 0f, 0f, 1f), (vec4<f32>(1f, 0f, 0f, 1f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r3_ = _e27;
    let _e29 = select(vec4<f32>(1f, 1f, 1f, 1f), _e27, (_e27 < vec4<f32>(1f, 1f, 1f, 1f)));
    r3_ = _e29;
    let _e31 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(-1f, -0.5f, 0.5f, 0.25f), (vec4<f32>(-1f, -0.5f, 0.5f, 0.25f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r4_ = _e31;
    let _e33 = select(vec4<f32>(1f, 1f, 1f, 1f), _e31, (_e31 < vec4<f32>(1f, 1f, 1f, 1f)));
    r4_ = _e33;
    let _e35 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.2125f, 0.7154f, 0.0721f, 0f), (vec4<f32>(0.2125f, 0.7154f, 0.0721f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    r5_ = _e35;
    let _e37 = select(vec4<f32>(1f, 1f, 1f, 1f), _e35, (_e35 < vec4<f32>(1f, 1f, 1f, 1f)));
    r5_ = _e37;
    let _e39 = textureSample(t0_, s0_, in0_.xy);
    r2_ = _e39;
    let _e40 = _e39.xyz;
    let _e41 = _e37.xyz;
    let _e43 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e47 = select((_e40 * _e41), _e43, ((_e40 == _e43) | (_e41 == _e43)));
    let _e55 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e47.x + _e47.y) + _e47.z)), vec4<bool>(true, true, true, false));
    r0_ = _e55;
    let _e57 = select(_e55, _e29, vec4<bool>(false, false, false, true));
    r0_ = _e57;
    let _e58 = (_e57 + _e33);
    r1_ = _e58;
    let _e64 = select(_e57, select((_e58 * _e57), vec4<f32>(0f, 0f, 0f, 0f), ((_e58 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e57 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e64;
    o0_ = _e64;
    return Output(_e64);
}
