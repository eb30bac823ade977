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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();
    var v5_: vec4<f32> = vec4<f32>();
    var v6_: vec4<f32> = vec4<f32>();
    var v7_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v8_ = in8_;
    let _e47 = consts.c[0];
    r5_ = select(vec4<f32>(-1f, -1f, -1f, -1f), _e47, (_e47 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e50 = r5_;
    r5_ = select(vec4<f32>(1f, 1f, 1f, 1f), _e50, (_e50 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e53 = v0_;
    let _e55 = textureSample(t0_, s0_, _e53.xy);
    r2_ = _e55;
    let _e56 = v1_;
    let _e57 = r2_;
    let _e60 = consts.c[9];
    let _e78 = textureSample(t1_, s1_, vec2<f32>((_e56.x + ((_e60.x * _e57.x) + (_e60.z * _e57.y))), (_e56.y + ((_e60.y * _e57.x) + (_e60.w * _e57.y)))));
    r3_ = _e78;
    let _e79 = v2_;
    let _e81 = textureSample(t2_, s2_, _e79.xy);
    r4_ = _e81;
    let _e82 = r3_;
    let _e83 = r5_;
    r1_ = select((_e82 * _e83), vec4<f32>(0f, 0f, 0f, 0f), ((_e82 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e83 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e90 = v8_;
    let _e92 = r1_;
    let _e93 = r4_;
    let _e95 = r0_;
    r0_ = select(_e95, mix(_e93, _e92, _e90.wwww), vec4<bool>(true, true, true, false));
    let _e98 = v8_;
    let _e100 = r0_;
    r0_ = select(_e100, _e98.wwww, vec4<bool>(false, false, false, true));
    let _e103 = r0_;
    o0_ = _e103;
    let _e104 = o0_;
    return Output(_e104);
}
