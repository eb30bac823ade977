struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;

    v0_ = in0_;
    v1_ = in1_;
    let _e23 = consts.c[0];
    let _e27 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e23)), vec4<bool>(true, false, false, false));
    o0_ = _e27;
    let _e30 = consts.c[1];
    let _e34 = select(_e27, vec4(dot(in0_, _e30)), vec4<bool>(false, true, false, false));
    o0_ = _e34;
    let _e37 = consts.c[2];
    let _e41 = select(_e34, vec4(dot(in0_, _e37)), vec4<bool>(false, false, true, false));
    o0_ = _e41;
    let _e44 = consts.c[3];
    o0_ = select(_e41, vec4(dot(in0_, _e44)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 3f, 0f).xxxx;
    r1_ = in1_;
    let _e53 = vec4<i32>(8i, 0i, 1i, 0i);
    loop_count = clamp(_e53.x, 0i, 255i);
    loop_step = _e53.z;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e53.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e64 = loop_count;
        if (_e64 <= 0i) {
            break;
        }
        loop_count = (_e64 - 1i);
        let _e67 = r1_;
        let _e69 = r3_;
        let _e73 = (i32(_e69.x) + 10i);
        let _e75 = consts.c[_e73];
        let _e80 = (_e67 + -(select(_e75, vec4<f32>(0f, 1f, 3f, 0f), (_e73 == 4i))));
        r2_ = _e80;
        let _e81 = abs(_e80);
        r2_ = _e81;
        let _e82 = r0_;
        let _e83 = (_e82 + _e81);
        r0_ = _e83;
        if (_e83.xxxx.x > vec4<f32>(0f, 1f, 3f, 0f).zzzz.x) {
            break;
        }
        let _e89 = loop_step;
        let _e91 = r3_;
        r3_ = select(_e91, vec4((_e91.x + f32(_e89))), vec4<bool>(true, false, false, false));
    }
    let _e96 = r0_;
    o1_ = _e96;
    let _e97 = o0_;
    let _e100 = consts.c[256];
    let _e103 = consts.c[257];
    let _e109 = select(_e97, ((_e97 * _e103) + (_e100 * _e97.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e109;
    return Output(_e109, _e96);
}
