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
    let _e22 = v[0];
    let _e25 = consts.c[0];
    let _e29 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e22, _e25)), vec4<bool>(true, false, false, false));
    o0_ = _e29;
    let _e31 = v[0];
    let _e34 = consts.c[1];
    let _e38 = select(_e29, vec4(dot(_e31, _e34)), vec4<bool>(false, true, false, false));
    o0_ = _e38;
    let _e40 = v[0];
    let _e43 = consts.c[2];
    let _e47 = select(_e38, vec4(dot(_e40, _e43)), vec4<bool>(false, false, true, false));
    o0_ = _e47;
    let _e49 = v[0];
    let _e52 = consts.c[3];
    o0_ = select(_e47, vec4(dot(_e49, _e52)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    let _e60 = vec4<i32>(3i, 1i, 1i, 0i);
    loop_count = clamp(_e60.x, 0i, 255i);
    loop_step = _e60.z;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e60.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e71 = loop_count;
        if (_e71 <= 0i) {
            break;
        }
        loop_count = (_e71 - 1i);
        let _e74 = r0_;
        let _e75 = r1_;
        let _e80 = v[(i32(_e75.x) + 0i)];
        r0_ = (_e74 + _e80);
        let _e82 = loop_step;
        r1_ = select(_e75, vec4((_e75.x + f32(_e82))), vec4<bool>(true, false, false, false));
    }
    let _e88 = r0_;
    o1_ = _e88;
    let _e89 = o0_;
    let _e92 = consts.c[256];
    let _e95 = consts.c[257];
    let _e101 = select(_e89, ((_e89 * _e95) + (_e92 * _e89.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e101;
    return Output(_e101, _e88);
}
