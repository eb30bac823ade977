struct Constants {
    c: array<vec4<f32>, 225>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v: array<vec4<f32>, 4> = array<vec4<f32>, 4>();
    var loop_count: i32;
    var loop_step: i32;

    v[0] = in0_;
    v[1] = in1_;
    v[2] = in2_;
    v[3] = in3_;
    r0_ = vec4<f32>(0f, 1f, 0.95f, 0f).xxxx;
    let _e23 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e23.x, 0i, 255i);
    loop_step = _e23.z;
    let _e34 = r1_;
    r1_ = select(_e34, vec4(f32(_e23.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e37 = loop_count;
        if (_e37 <= 0i) {
            break;
        }
        loop_count = (_e37 - 1i);
        let _e42 = r0_;
        let _e43 = r1_;
        let _e49 = v[(i32(_e43.x) + 0i)];
        r0_ = (_e42 + _e49);
        let _e51 = r0_;
        if (_e51.wwww.x >= vec4<f32>(0f, 1f, 0.95f, 0f).zzzz.x) {
            break;
        }
        let _e57 = r0_;
        if (_e57.xxxx.x < vec4<f32>(0f, 1f, 0.95f, 0f).xxxx.x) {
            break;
        }
        let _e63 = loop_step;
        let _e65 = r1_;
        let _e69 = r1_;
        r1_ = select(_e69, vec4((_e65.x + f32(_e63))), vec4<bool>(true, false, false, false));
    }
    let _e71 = r0_;
    o0_ = _e71;
    let _e72 = o0_;
    return Output(_e72);
}
