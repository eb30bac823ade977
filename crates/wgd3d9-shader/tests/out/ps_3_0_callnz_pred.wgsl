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
        r0_ = select(_e20, (_e20 * bitcast<vec4<f32>>(_e24)), vec4<bool>(true, true, true, false));
    }
    let _e29 = r1_;
    if !((_e29.xxxx.x != 0f)) {
        let _e34 = r0_;
        let _e38 = consts[(_e4 + 2u)];
        r0_ = select(_e34, (_e34 + bitcast<vec4<f32>>(_e38)), vec4<bool>(true, true, true, false));
    }
    let _e42 = r0_;
    return Output(_e42);
}
