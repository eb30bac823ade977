struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o: array<vec4<f32>, 5> = array<vec4<f32>, 5>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;

    v0_ = in0_;
    v1_ = in1_;
    let _e13 = v0_;
    let _e16 = consts.c[0];
    let _e20 = o[0];
    o[0] = select(_e20, vec4(dot(_e13, _e16)), vec4<bool>(true, false, false, false));
    let _e23 = v0_;
    let _e26 = consts.c[1];
    let _e30 = o[0];
    o[0] = select(_e30, vec4(dot(_e23, _e26)), vec4<bool>(false, true, false, false));
    let _e33 = v0_;
    let _e36 = consts.c[2];
    let _e40 = o[0];
    o[0] = select(_e40, vec4(dot(_e33, _e36)), vec4<bool>(false, false, true, false));
    let _e43 = v0_;
    let _e46 = consts.c[3];
    let _e50 = o[0];
    o[0] = select(_e50, vec4(dot(_e43, _e46)), vec4<bool>(false, false, false, true));
    let _e53 = v1_;
    r0_ = _e53;
    let _e58 = vec4<i32>(4i, 1i, 1i, 0i);
    loop_count = clamp(_e58.x, 0i, 255i);
    loop_step = _e58.z;
    let _e69 = r1_;
    r1_ = select(_e69, vec4(f32(_e58.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e71 = loop_count;
        if (_e71 <= 0i) {
            break;
        }
        loop_count = (_e71 - 1i);
        let _e76 = r0_;
        let _e79 = consts.c[4];
        r0_ = (_e76 * _e79);
        let _e81 = r0_;
        let _e83 = r1_;
        let _e89 = consts.c[(i32(_e83.x) + 10i)];
        r0_ = (_e81 + _e89);
        let _e91 = r0_;
        let _e92 = r1_;
        o[(i32(_e92.x) + 0i)] = _e91;
        let _e98 = loop_step;
        let _e100 = r1_;
        let _e104 = r1_;
        r1_ = select(_e104, vec4((_e100.x + f32(_e98))), vec4<bool>(true, false, false, false));
    }
    let _e107 = o[0];
    let _e110 = consts.c[256];
    let _e115 = o[0];
    o[0] = select(_e115, (_e107 + (_e110 * _e107.wwww)), vec4<bool>(true, true, true, false));
    let _e119 = o[0];
    let _e121 = o[1];
    let _e123 = o[2];
    let _e125 = o[3];
    let _e127 = o[4];
    return Output(_e119, _e121, _e123, _e125, _e127);
}
