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
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();

    let _e4 = imm.ps;
    let _e10 = textureSample(t0_, s0_, in0_.xy);
    rep_count = clamp(vec4<i32>(2i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    r0_ = _e10;
    loop {
        let _e20 = rep_count;
        if (_e20 <= 0i) {
            break;
        }
        rep_count = (_e20 - 1i);
        let _e24 = r0_;
        r0_ = select(_e24, select((_e24 * _e24), vec4<f32>(0f, 0f, 0f, 0f), ((_e24 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e24 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    }
    if true {
        let _e33 = r0_;
        let _e37 = consts[(_e4 + 0u)];
        r0_ = (_e33 + bitcast<vec4<f32>>(_e37));
    }
    let _e40 = r0_;
    return Output(_e40);
}
