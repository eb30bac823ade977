struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<f32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e4 = imm.ps;
    let _e12 = textureSample(t0_, s0_, in0_.xy);
    let _e13 = in1_.xyz;
    let _e14 = in1_.xyz;
    let _e16 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e20 = select((_e13 * _e14), _e16, ((_e13 == _e16) | (_e14 == _e16)));
    let _e25 = ((_e20.x + _e20.y) + _e20.z);
    v0_ = in0_;
    v1_ = in1_;
    r0_ = _e12;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e25))), vec4<f32>(0f, 0f, 0f, 0f), (_e25 == 0f)), vec4<bool>(true, true, true, false));
    if true {
        let _e39 = r1_;
        let _e43 = consts[(_e4 + 1u)];
        let _e44 = _e39.xyz;
        let _e45 = _e43.xyz;
        let _e47 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e51 = select((_e44 * _e45), _e47, ((_e44 == _e47) | (_e45 == _e47)));
        let _e60 = r2_;
        let _e62 = select(_e60, saturate(vec4(((_e51.x + _e51.y) + _e51.z))), vec4<bool>(true, false, false, false));
        let _e63 = r0_;
        let _e64 = _e62.xxxx;
        r2_ = _e62;
        r0_ = select(_e63, select((_e63 * _e64), vec4<f32>(0f, 0f, 0f, 0f), ((_e63 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e64 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    } else {
        let _e71 = r0_;
        let _e75 = consts[(_e4 + 2u)];
        r0_ = select(_e71, select((_e71 * _e75), vec4<f32>(0f, 0f, 0f, 0f), ((_e71 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e75 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    let _e82 = r0_;
    return Output(_e82);
}
