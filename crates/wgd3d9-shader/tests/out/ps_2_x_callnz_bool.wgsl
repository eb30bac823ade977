struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>, @location(9) in9_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();
    var v9_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();

    let _e4 = imm.ps;
    let _e12 = textureSample(t0_, s0_, in0_.xy);
    v0_ = in0_;
    v8_ = in8_;
    v9_ = in9_;
    r0_ = select((_e12 * in8_), vec4<f32>(0f, 0f, 0f, 0f), ((_e12 == vec4<f32>(0f, 0f, 0f, 0f)) | (in8_ == vec4<f32>(0f, 0f, 0f, 0f))));
    if true {
        let _e23 = r0_;
        let _e24 = v9_;
        r0_ = select(_e23, (_e23 + _e24), vec4<bool>(true, true, true, false));
    }
    let _e31 = consts[(_e4 + 40u)];
    if !((((_e31.x >> 2u) & 1u) != 0u)) {
        let _e40 = r0_;
        let _e43 = consts[(_e4 + 0u)];
        let _e44 = bitcast<vec4<f32>>(_e43);
        r0_ = select(_e40, select((_e40 * _e44), vec4<f32>(0f, 0f, 0f, 0f), ((_e40 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e44 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    let _e51 = r0_;
    return Output(_e51);
}
