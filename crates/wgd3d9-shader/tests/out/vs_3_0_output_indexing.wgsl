struct Constants {
    c: array<vec4<f32>, 266>,
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
    var o: array<vec4<f32>, 5> = array<vec4<f32>, 5>();
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e13 = o[0];
    o[0] = select(_e13, vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false));
    let _e17 = consts.c[1];
    let _e21 = o[0];
    o[0] = select(_e21, vec4(dot(in0_, _e17)), vec4<bool>(false, true, false, false));
    let _e25 = consts.c[2];
    let _e29 = o[0];
    o[0] = select(_e29, vec4(dot(in0_, _e25)), vec4<bool>(false, false, true, false));
    let _e33 = consts.c[3];
    let _e37 = o[0];
    o[0] = select(_e37, vec4(dot(in0_, _e33)), vec4<bool>(false, false, false, true));
    let _e43 = vec4<i32>(4i, 1i, 1i, 0i);
    loop_count = clamp(_e43.x, 0i, 255i);
    loop_step = _e43.z;
    v0_ = in0_;
    v1_ = in1_;
    r0_ = in1_;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e43.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e58 = loop_count;
        if (_e58 <= 0i) {
            break;
        }
        loop_count = (_e58 - 1i);
        let _e61 = r0_;
        let _e63 = consts.c[4];
        let _e65 = r1_;
        let _e71 = consts.c[(i32(_e65.x) + 10i)];
        let _e72 = ((_e61 * _e63) + _e71);
        o[(i32(_e65.x) + 0i)] = _e72;
        let _e77 = loop_step;
        r0_ = _e72;
        r1_ = select(_e65, vec4((_e65.x + f32(_e77))), vec4<bool>(true, false, false, false));
    }
    let _e84 = o[0];
    let _e86 = consts.c[256];
    let _e88 = consts.c[257];
    let _e94 = o[0];
    o[0] = select(_e94, ((_e84 * _e88) + (_e86 * _e84.wwww)), vec4<bool>(true, true, true, false));
    let _e98 = o[0];
    let _e100 = o[1];
    let _e102 = o[2];
    let _e104 = o[3];
    let _e106 = o[4];
    return Output(_e98, _e100, _e102, _e104, _e106);
}
