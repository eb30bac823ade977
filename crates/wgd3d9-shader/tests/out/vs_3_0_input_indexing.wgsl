struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v: array<vec4<f32>, 4> = array<vec4<f32>, 4>();
    var loop_count: i32;
    var loop_step: i32;

    v[0] = in0_;
    v[1] = in1_;
    v[2] = in2_;
    v[3] = in3_;
    let _e21 = v[0];
    let _e24 = consts.c[0];
    let _e27 = o0_;
    o0_ = select(_e27, vec4(dot(_e21, _e24)), vec4<bool>(true, false, false, false));
    let _e31 = v[0];
    let _e34 = consts.c[1];
    let _e37 = o0_;
    o0_ = select(_e37, vec4(dot(_e31, _e34)), vec4<bool>(false, true, false, false));
    let _e41 = v[0];
    let _e44 = consts.c[2];
    let _e47 = o0_;
    o0_ = select(_e47, vec4(dot(_e41, _e44)), vec4<bool>(false, false, true, false));
    let _e51 = v[0];
    let _e54 = consts.c[3];
    let _e57 = o0_;
    o0_ = select(_e57, vec4(dot(_e51, _e54)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    let _e64 = vec4<i32>(3i, 1i, 1i, 0i);
    loop_count = clamp(_e64.x, 0i, 255i);
    loop_step = _e64.z;
    let _e75 = r1_;
    r1_ = select(_e75, vec4(f32(_e64.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e77 = loop_count;
        if (_e77 <= 0i) {
            break;
        }
        loop_count = (_e77 - 1i);
        let _e82 = r0_;
        let _e83 = r1_;
        let _e89 = v[(i32(_e83.x) + 0i)];
        r0_ = (_e82 + _e89);
        let _e91 = loop_step;
        let _e93 = r1_;
        let _e97 = r1_;
        r1_ = select(_e97, vec4((_e93.x + f32(_e91))), vec4<bool>(true, false, false, false));
    }
    let _e99 = r0_;
    o1_ = _e99;
    let _e100 = o0_;
    let _e103 = consts.c[256];
    let _e107 = o0_;
    o0_ = select(_e107, (_e100 + (_e103 * _e100.wwww)), vec4<bool>(true, true, true, false));
    let _e110 = o0_;
    let _e111 = o1_;
    return Output(_e110, _e111);
}
