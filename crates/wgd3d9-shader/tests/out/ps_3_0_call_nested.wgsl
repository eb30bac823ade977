struct Constants {
    c: array<vec4<f32>, 232>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e6 = consts.c[0];
    let _e10 = vec4<i32>(2i, 0i, 1i, 0i);
    loop_count = clamp(_e10.x, 0i, 255i);
    loop_step = _e10.z;
    v0_ = in0_;
    r0_ = in0_;
    r1_ = _e6;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e10.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e26 = loop_count;
        if (_e26 <= 0i) {
            break;
        }
        loop_count = (_e26 - 1i);
        let _e29 = r0_;
        let _e31 = consts.c[1];
        let _e32 = r1_;
        let _e36 = consts.c[2];
        let _e38 = loop_step;
        let _e40 = r2_;
        r1_ = (((_e29 * _e31) + _e32) * _e36);
        r2_ = select(_e40, vec4((_e40.x + f32(_e38))), vec4<bool>(true, false, false, false));
    }
    let _e45 = r1_;
    return Output(_e45);
}
