struct Constants {
    c: array<vec4<f32>, 226>,
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
    r0_ = vec4<f32>(0.25f, 0f, 0f, 0f).yyyy;
    let _e23 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e23.x, 0i, 255i);
    loop_step = _e23.z;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e23.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e35 = loop_count;
        if (_e35 <= 0i) {
            break;
        }
        loop_count = (_e35 - 1i);
        let _e38 = r0_;
        let _e39 = r1_;
        let _e44 = v[(i32(_e39.x) + 0i)];
        r0_ = (_e38 + _e44);
        let _e46 = loop_step;
        r1_ = select(_e39, vec4((_e39.x + f32(_e46))), vec4<bool>(true, false, false, false));
    }
    let _e52 = r0_;
    let _e54 = (_e52 * vec4<f32>(0.25f, 0f, 0f, 0f).xxxx);
    o0_ = _e54;
    return Output(_e54);
}
