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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e4 = imm.ps;
    let _e11 = textureSample(t0_, s0_, in0_.xy);
    let _e14 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e11 > vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f)));
    v0_ = in0_;
    r0_ = _e11;
    r1_ = _e14;
    if (_e14.xxxx.x != 0f) {
        let _e22 = r0_;
        let _e26 = consts[(_e4 + 1u)];
        let _e27 = bitcast<vec4<f32>>(_e26);
        r0_ = select(_e22, select((_e22 * _e27), vec4<f32>(0f, 0f, 0f, 0f), ((_e22 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e27 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    let _e35 = r1_;
    if !((_e35.wwww.x != 0f)) {
        let _e41 = r0_;
        r0_ = select(_e41, vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f).xxxx, vec4<bool>(false, false, false, true));
    }
    let _e44 = r0_;
    return Output(_e44);
}
