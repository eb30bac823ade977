struct Constants {
    c: array<vec4<f32>, 25>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e25 = consts.c[0];
    r3_ = select(vec4<f32>(-1f, -1f, -1f, -1f), _e25, (_e25 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e28 = r3_;
    r3_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e28, (_e28 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e33 = consts.c[1];
    r4_ = select(vec4<f32>(-1f, -1f, -1f, -1f), _e33, (_e33 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e36 = r4_;
    r4_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e36, (_e36 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e39 = v0_;
    if any((_e39.xyz < vec4<f32>(0f, 0f, 0f, 0f).xyz)) {
        discard;
    }
    let _e45 = v1_;
    let _e47 = textureSample(t1_, s1_, _e45.xy);
    r2_ = _e47;
    let _e48 = r2_;
    let _e49 = r3_;
    r1_ = (_e48 + -(_e49));
    let _e52 = r1_;
    let _e54 = r2_;
    let _e55 = r4_;
    r0_ = select(_e55, _e54, (_e52.wwww >= vec4<f32>(0f, 0f, 0f, 0f)));
    let _e58 = r0_;
    o0_ = _e58;
    let _e59 = o0_;
    return Output(_e59);
}
