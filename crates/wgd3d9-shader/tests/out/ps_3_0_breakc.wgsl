struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    var v: array<vec4<f32>, 4> = array<vec4<f32>, 4>();
    var loop_count: i32;
    var loop_step: i32;
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    v[0] = in0_;
    v[1] = in1_;
    v[2] = in2_;
    v[3] = in3_;
    let _e19 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e19.x, 0i, 255i);
    loop_step = _e19.z;
    r0_ = vec4<f32>(0f, 1f, 0.95f, 0f).xxxx;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e19.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e33 = loop_count;
        if (_e33 <= 0i) {
            break;
        }
        loop_count = (_e33 - 1i);
        let _e36 = r0_;
        let _e37 = r1_;
        let _e42 = v[(i32(_e37.x) + 0i)];
        let _e43 = (_e36 + _e42);
        r0_ = _e43;
        if (_e43.wwww.x >= vec4<f32>(0f, 1f, 0.95f, 0f).zzzz.x) {
            break;
        }
        if (_e43.xxxx.x < vec4<f32>(0f, 1f, 0.95f, 0f).xxxx.x) {
            break;
        }
        let _e54 = loop_step;
        r1_ = select(_e37, vec4((_e37.x + f32(_e54))), vec4<bool>(true, false, false, false));
    }
    let _e60 = r0_;
    return Output(_e60);
}
