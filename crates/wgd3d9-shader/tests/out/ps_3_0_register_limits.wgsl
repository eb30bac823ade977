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
@group(1) @binding(30) 
var t15_: texture_2d<f32>;
@group(1) @binding(31) 
var s15_: sampler;

@fragment 
fn main(@location(7) in7_: vec4<f32>) -> Output {
    var v9_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var rep_count: i32;

    let _e4 = imm.ps;
    let _e10 = textureSample(t15_, s15_, in7_.xy);
    v9_ = in7_;
    r0_ = _e10;
    if true {
        let _e14 = r0_;
        let _e18 = consts[(_e4 + 223u)];
        r0_ = (_e14 * bitcast<vec4<f32>>(_e18));
    }
    rep_count = clamp(vec4<i32>(1i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e28 = rep_count;
        if (_e28 <= 0i) {
            break;
        }
        rep_count = (_e28 - 1i);
        let _e31 = r0_;
        let _e35 = consts[(_e4 + 222u)];
        r0_ = (_e31 + bitcast<vec4<f32>>(_e35));
    }
    let _e38 = r0_;
    return Output(_e38);
}
