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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e4 = imm.ps;
    let _e11 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in0_ != vec4<f32>(0f, 0f, 0f, 0f)));
    v0_ = in0_;
    v1_ = in8_;
    r0_ = in8_;
    r1_ = _e11;
    if (_e11.zzzz.x != 0f) {
        let _e20 = r0_;
        let _e24 = consts[(_e4 + 1u)];
        r0_ = select(_e20, (_e20 * _e24), vec4<bool>(true, true, true, false));
    }
    let _e28 = r1_;
    if !((_e28.xxxx.x != 0f)) {
        let _e33 = r0_;
        let _e37 = consts[(_e4 + 2u)];
        r0_ = select(_e33, (_e33 + _e37), vec4<bool>(true, true, true, false));
    }
    let _e40 = r0_;
    return Output(_e40);
}
