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
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e23 = v0_;
    let _e25 = textureSample(t0_, s0_, _e23.xy);
    r1_ = _e25;
    let _e26 = v1_;
    let _e27 = r1_;
    let _e30 = consts.c[9];
    let _e48 = textureSample(t1_, s1_, vec2<f32>((_e26.x + ((_e30.x * _e27.x) + (_e30.z * _e27.y))), (_e26.y + ((_e30.y * _e27.x) + (_e30.w * _e27.y)))));
    r2_ = _e48;
    let _e49 = r1_;
    let _e50 = _e49.zzzz;
    let _e53 = consts.c[17];
    let _e54 = _e53.xxxx;
    let _e57 = consts.c[17];
    let _e66 = r3_;
    r3_ = select(_e66, (select((_e50 * _e54), vec4<f32>(0f, 0f, 0f, 0f), ((_e50 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e54 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e57.yyyy), vec4<bool>(true, false, false, false));
    let _e69 = r2_;
    let _e70 = r3_;
    let _e71 = _e70.xxxx;
    r2_ = select((_e69 * _e71), vec4<f32>(0f, 0f, 0f, 0f), ((_e69 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e71 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e77 = r2_;
    r0_ = _e77;
    let _e78 = r0_;
    o0_ = _e78;
    let _e79 = o0_;
    return Output(_e79);
}
