struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e8 = consts.c[0];
    let _e14 = consts.c[1];
    let _e20 = consts.c[2];
    let _e26 = consts.c[3];
    let _e35 = vec4<i32>(3i, 2i, -1i, 0i);
    loop_count = clamp(_e35.x, 0i, 255i);
    loop_step = _e35.z;
    v0_ = in0_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e14)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e26)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e35.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e51 = loop_count;
        if (_e51 <= 0i) {
            break;
        }
        loop_count = (_e51 - 1i);
        let _e55 = r0_;
        let _e56 = r1_;
        let _e60 = (i32(_e56.x) + 20i);
        let _e62 = consts.c[_e60];
        let _e67 = loop_step;
        r0_ = (_e55 + select(_e62, vec4<f32>(0f, 0f, 0f, 0f), (_e60 == 4i)));
        r1_ = select(_e56, vec4((_e56.x + f32(_e67))), vec4<bool>(true, false, false, false));
    }
    if false {
        let _e74 = r0_;
        let _e76 = consts.c[8];
        r0_ = (_e74 * _e76);
    }
    let _e78 = r0_;
    let _e80 = o0_;
    let _e82 = consts.c[256];
    let _e84 = consts.c[257];
    return Output(select(_e80, ((_e80 * _e84) + (_e82 * _e80.wwww)), vec4<bool>(true, true, true, false)), saturate(_e78));
}
