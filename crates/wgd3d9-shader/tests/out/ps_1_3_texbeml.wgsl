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
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e30 = v0_;
    let _e32 = textureSample(t0_, s0_, _e30.xy);
    r1_ = _e32;
    let _e33 = v1_;
    let _e34 = r1_;
    let _e37 = consts.c[9];
    let _e55 = textureSample(t1_, s1_, vec2<f32>((_e33.x + ((_e37.x * _e34.x) + (_e37.z * _e34.y))), (_e33.y + ((_e37.y * _e34.x) + (_e37.w * _e34.y)))));
    r2_ = _e55;
    let _e56 = r1_;
    let _e57 = _e56.zzzz;
    let _e60 = consts.c[17];
    let _e61 = _e60.xxxx;
    let _e64 = consts.c[17];
    let _e73 = r4_;
    r4_ = select(_e73, (select((_e57 * _e61), vec4<f32>(0f, 0f, 0f, 0f), ((_e57 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e61 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e64.yyyy), vec4<bool>(true, false, false, false));
    let _e76 = r2_;
    let _e77 = r4_;
    let _e78 = _e77.xxxx;
    r2_ = select((_e76 * _e78), vec4<f32>(0f, 0f, 0f, 0f), ((_e76 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e78 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e84 = v2_;
    let _e86 = textureSample(t2_, s2_, _e84.xy);
    r3_ = _e86;
    let _e87 = r2_;
    let _e88 = r3_;
    r0_ = select((_e87 * _e88), vec4<f32>(0f, 0f, 0f, 0f), ((_e87 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e88 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e94 = r0_;
    o0_ = _e94;
    let _e95 = o0_;
    return Output(_e95);
}
