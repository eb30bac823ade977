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
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    r4_ = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0.3f, 0.59f, 0.11f, 0f), (vec4<f32>(0.3f, 0.59f, 0.11f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e30 = r4_;
    r4_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e30, (_e30 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e35 = consts.c[1];
    r5_ = select(vec4<f32>(-1f, -1f, -1f, -1f), _e35, (_e35 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e38 = r5_;
    r5_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e38, (_e38 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e41 = v0_;
    let _e43 = textureSample(t0_, s0_, _e41.xy);
    r2_ = _e43;
    let _e44 = v1_;
    let _e46 = textureSample(t1_, s1_, _e44.xy);
    r3_ = _e46;
    let _e47 = r2_;
    let _e48 = r4_;
    let _e54 = select((_e47 * _e48), vec4<f32>(0f, 0f, 0f, 0f), ((_e47 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e48 == vec4<f32>(0f, 0f, 0f, 0f))));
    r1_ = vec4((((_e54.x + _e54.y) + _e54.z) + _e54.w));
    let _e63 = r1_;
    let _e64 = r5_;
    r1_ = (_e63 + -(_e64));
    let _e67 = r1_;
    let _e68 = r2_;
    let _e69 = r3_;
    r0_ = select(_e69, _e68, (_e67 >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e72 = r0_;
    o0_ = _e72;
    let _e73 = o0_;
    return Output(_e73);
}
