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
    let _e28 = v0_;
    let _e30 = textureSample(t0_, s0_, _e28.xy);
    r1_ = _e30;
    let _e31 = v1_;
    let _e32 = r1_;
    let _e35 = consts.c[9];
    let _e53 = textureSample(t1_, s1_, vec2<f32>((_e31.x + ((_e35.x * _e32.x) + (_e35.z * _e32.y))), (_e31.y + ((_e35.y * _e32.x) + (_e35.w * _e32.y)))));
    r2_ = _e53;
    let _e54 = r1_;
    let _e55 = _e54.zzzz;
    let _e58 = consts.c[17];
    let _e59 = _e58.xxxx;
    let _e62 = consts.c[17];
    let _e71 = r4_;
    r4_ = select(_e71, (select((_e55 * _e59), vec4<f32>(0f, 0f, 0f, 0f), ((_e55 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e59 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e62.yyyy), vec4<bool>(true, false, false, false));
    let _e74 = r2_;
    let _e75 = r4_;
    let _e76 = _e75.xxxx;
    r2_ = select((_e74 * _e76), vec4<f32>(0f, 0f, 0f, 0f), ((_e74 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e76 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e82 = v2_;
    let _e84 = r3_;
    r3_ = select(_e84, saturate(_e82), vec4<bool>(true, true, true, false));
    let _e87 = r3_;
    r3_ = select(_e87, vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    let _e90 = r2_;
    let _e91 = r3_;
    r0_ = select((_e90 * _e91), vec4<f32>(0f, 0f, 0f, 0f), ((_e90 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e91 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e97 = r0_;
    o0_ = _e97;
    let _e98 = o0_;
    return Output(_e98);
}
