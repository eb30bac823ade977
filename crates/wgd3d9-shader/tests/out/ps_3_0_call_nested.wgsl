struct Constants {
    c: array<vec4<f32>, 226>,
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
    r0_ = in0_;
    let _e15 = consts.c[0];
    r1_ = _e15;
    let _e19 = vec4<i32>(2i, 0i, 1i, 0i);
    loop_count = clamp(_e19.x, 0i, 255i);
    loop_step = _e19.z;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e19.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e31 = loop_count;
        if (_e31 <= 0i) {
            break;
        }
        loop_count = (_e31 - 1i);
        let _e34 = r0_;
        let _e37 = consts.c[1];
        let _e38 = r1_;
        let _e40 = ((_e34 * _e37) + _e38);
        r1_ = _e40;
        let _e43 = consts.c[2];
        r1_ = (_e40 * _e43);
        let _e45 = loop_step;
        let _e47 = r2_;
        r2_ = select(_e47, vec4((_e47.x + f32(_e45))), vec4<bool>(true, false, false, false));
    }
    let _e52 = r1_;
    o0_ = _e52;
    return Output(_e52);
}
