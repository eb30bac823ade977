struct Constants {
    c: array<vec4<f32>, 258>,
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
    let _e16 = consts.c[0];
    let _e20 = o[0];
    o[0] = select(_e20, vec4(dot(in0_, _e16)), vec4<bool>(true, false, false, false));
    let _e25 = consts.c[1];
    let _e29 = o[0];
    o[0] = select(_e29, vec4(dot(in0_, _e25)), vec4<bool>(false, true, false, false));
    let _e34 = consts.c[2];
    let _e38 = o[0];
    o[0] = select(_e38, vec4(dot(in0_, _e34)), vec4<bool>(false, false, true, false));
    let _e43 = consts.c[3];
    let _e47 = o[0];
    o[0] = select(_e47, vec4(dot(in0_, _e43)), vec4<bool>(false, false, false, true));
    r0_ = in1_;
    let _e53 = vec4<i32>(4i, 1i, 1i, 0i);
    loop_count = clamp(_e53.x, 0i, 255i);
    loop_step = _e53.z;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e53.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e64 = loop_count;
        if (_e64 <= 0i) {
            break;
        }
        loop_count = (_e64 - 1i);
        let _e67 = r0_;
        let _e70 = consts.c[4];
        let _e71 = (_e67 * _e70);
        r0_ = _e71;
        let _e73 = r1_;
        let _e79 = consts.c[(i32(_e73.x) + 10i)];
        let _e80 = (_e71 + _e79);
        r0_ = _e80;
        o[(i32(_e73.x) + 0i)] = _e80;
        let _e85 = loop_step;
        r1_ = select(_e73, vec4((_e73.x + f32(_e85))), vec4<bool>(true, false, false, false));
    }
    let _e92 = o[0];
    let _e95 = consts.c[256];
    let _e98 = consts.c[257];
    let _e104 = o[0];
    o[0] = select(_e104, ((_e92 * _e98) + (_e95 * _e92.wwww)), vec4<bool>(true, true, true, false));
    let _e108 = o[0];
    let _e110 = o[1];
    let _e112 = o[2];
    let _e114 = o[3];
    let _e116 = o[4];
    return Output(_e108, _e110, _e112, _e114, _e116);
}
