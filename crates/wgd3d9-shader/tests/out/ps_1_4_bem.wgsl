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
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e28 = v0_;
    let _e30 = textureSample(t0_, s0_, _e28.xy);
    r0_ = _e30;
    let _e31 = v1_;
    let _e32 = r1_;
    r1_ = select(_e32, _e31, vec4<bool>(true, true, true, false));
    let _e35 = r0_;
    let _e36 = _e35.xxxx;
    let _e39 = consts.c[9];
    r3_ = select((_e36 * _e39), vec4<f32>(0f, 0f, 0f, 0f), ((_e36 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e39 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e46 = r0_;
    let _e47 = _e46.yyyy;
    let _e50 = consts.c[9];
    let _e51 = _e50.zwzw;
    let _e52 = r3_;
    r3_ = (select((_e47 * _e51), vec4<f32>(0f, 0f, 0f, 0f), ((_e47 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e51 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e52);
    let _e59 = r1_;
    let _e60 = r3_;
    let _e62 = r1_;
    r1_ = select(_e62, (_e59 + _e60), vec4<bool>(true, true, false, false));
    let _e65 = r1_;
    let _e67 = textureSample(t1_, s1_, _e65.xy);
    r1_ = _e67;
    let _e68 = v2_;
    let _e70 = textureSample(t2_, s2_, _e68.xy);
    r2_ = _e70;
    let _e71 = r1_;
    let _e72 = r2_;
    r0_ = select((_e71 * _e72), vec4<f32>(0f, 0f, 0f, 0f), ((_e71 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e72 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e78 = r0_;
    o0_ = _e78;
    let _e79 = o0_;
    return Output(_e79);
}
