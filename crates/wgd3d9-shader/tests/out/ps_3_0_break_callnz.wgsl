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

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e4 = imm.ps;
    rep_count = clamp(vec4<i32>(10i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    r0_ = in0_;
    r1_ = vec4<f32>(0f, 0.1f, 1f, 0f).xxxx;
    loop {
        let _e19 = rep_count;
        if (_e19 <= 0i) {
            break;
        }
        rep_count = (_e19 - 1i);
        let _e23 = r0_;
        let _e26 = (_e23 + -(vec4<f32>(0f, 0.1f, 1f, 0f).yyyy));
        let _e27 = r1_;
        r0_ = _e26;
        r1_ = (_e27 + vec4<f32>(0f, 0.1f, 1f, 0f).yyyy);
        if (_e26.xxxx.x < vec4<f32>(0f, 0.1f, 1f, 0f).xxxx.x) {
            break;
        }
    }
    if true {
        let _e36 = r1_;
        let _e40 = consts[(_e4 + 1u)];
        r1_ = (_e36 * bitcast<vec4<f32>>(_e40));
    }
    let _e43 = r1_;
    return Output(_e43);
}
