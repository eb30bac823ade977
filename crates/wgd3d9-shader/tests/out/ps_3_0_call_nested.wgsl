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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e4 = imm.ps;
    let _e10 = consts[(_e4 + 0u)];
    let _e14 = vec4<i32>(2i, 0i, 1i, 0i);
    loop_count = clamp(_e14.x, 0i, 255i);
    loop_step = _e14.z;
    v0_ = in0_;
    r0_ = in0_;
    r1_ = _e10;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e14.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e30 = loop_count;
        if (_e30 <= 0i) {
            break;
        }
        loop_count = (_e30 - 1i);
        let _e33 = r0_;
        let _e37 = consts[(_e4 + 1u)];
        let _e38 = r1_;
        let _e44 = consts[(_e4 + 2u)];
        let _e46 = loop_step;
        let _e48 = r2_;
        r1_ = (((_e33 * _e37) + _e38) * _e44);
        r2_ = select(_e48, vec4((_e48.x + f32(_e46))), vec4<bool>(true, false, false, false));
    }
    let _e53 = r1_;
    return Output(_e53);
}
