struct Constants {
    c: array<vec4<f32>, 225>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;

    v0_ = in0_;
    let _e12 = v0_;
    r0_ = _e12;
    let _e15 = consts.c[0];
    r1_ = _e15;
    let _e20 = vec4<i32>(2i, 0i, 1i, 0i);
    loop_count = clamp(_e20.x, 0i, 255i);
    loop_step = _e20.z;
    let _e31 = r2_;
    r2_ = select(_e31, vec4(f32(_e20.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e34 = loop_count;
        if (_e34 <= 0i) {
            break;
        }
        loop_count = (_e34 - 1i);
        let _e39 = r0_;
        let _e42 = consts.c[1];
        let _e43 = r1_;
        r1_ = ((_e39 * _e42) + _e43);
        let _e46 = r1_;
        let _e49 = consts.c[2];
        r1_ = (_e46 * _e49);
        let _e51 = loop_step;
        let _e53 = r2_;
        let _e57 = r2_;
        r2_ = select(_e57, vec4((_e53.x + f32(_e51))), vec4<bool>(true, false, false, false));
    }
    let _e59 = r1_;
    o0_ = _e59;
    let _e60 = o0_;
    return Output(_e60);
}
