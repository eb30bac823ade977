struct Constants {
    c: array<vec4<f32>, 33>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
    @location(1) out1_: vec4<f32>,
    @location(2) out2_: vec4<f32>,
    @location(3) out3_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var o3_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e29 = v0_;
    let _e31 = textureSample(t0_, s0_, _e29.xy);
    r0_ = _e31;
    let _e32 = v1_;
    let _e33 = _e32.xyz;
    let _e34 = _e32.xyz;
    let _e37 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e41 = select((_e33 * _e34), _e37, ((_e33 == _e37) | (_e34 == _e37)));
    let _e50 = r1_;
    r1_ = select(_e50, (_e32 * vec4(inverseSqrt(((_e41.x + _e41.y) + _e41.z)))), vec4<bool>(true, true, true, false));
    let _e53 = r1_;
    let _e54 = vec4<f32>(0.5f, 0f, 0f, 1f).xxxx;
    let _e62 = r1_;
    r1_ = select(_e62, (select((_e53 * _e54), vec4<f32>(0f, 0f, 0f, 0f), ((_e53 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e54 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(0.5f, 0f, 0f, 1f).xxxx), vec4<bool>(true, true, true, false));
    let _e65 = r1_;
    r1_ = select(_e65, vec4<f32>(0.5f, 0f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
    let _e68 = v2_;
    r2_ = _e68;
    let _e71 = consts.c[1];
    r3_ = _e71;
    let _e72 = r0_;
    o0_ = _e72;
    let _e73 = r1_;
    o1_ = _e73;
    let _e74 = r2_;
    o2_ = _e74;
    let _e75 = r3_;
    o3_ = _e75;
    let _e76 = o0_;
    let _e77 = o1_;
    let _e78 = o2_;
    let _e79 = o3_;
    return Output(_e76, _e77, _e78, _e79);
}
