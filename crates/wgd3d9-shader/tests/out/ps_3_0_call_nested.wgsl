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
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e4 = imm.ps;
    let _e10 = consts[(_e4 + 0u)];
    let _e15 = vec4<i32>(2i, 0i, 1i, 0i);
    loop_count = clamp(_e15.x, 0i, 255i);
    loop_step = _e15.z;
    v0_ = in0_;
    r0_ = in0_;
    r1_ = bitcast<vec4<f32>>(_e10);
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e15.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e31 = loop_count;
        if (_e31 <= 0i) {
            break;
        }
        loop_count = (_e31 - 1i);
        let _e34 = r0_;
        let _e38 = consts[(_e4 + 1u)];
        let _e40 = r1_;
        let _e46 = consts[(_e4 + 2u)];
        let _e49 = loop_step;
        let _e51 = r2_;
        r1_ = (((_e34 * bitcast<vec4<f32>>(_e38)) + _e40) * bitcast<vec4<f32>>(_e46));
        r2_ = select(_e51, vec4((_e51.x + f32(_e49))), vec4<bool>(true, false, false, false));
    }
    let _e56 = r1_;
    return Output(_e56);
}
