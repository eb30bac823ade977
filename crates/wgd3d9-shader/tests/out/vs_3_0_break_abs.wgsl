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
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e8 = consts.c[0];
    let _e15 = consts.c[1];
    let _e22 = consts.c[2];
    let _e29 = consts.c[3];
    let _e38 = vec4<i32>(8i, 0i, 1i, 0i);
    loop_count = clamp(_e38.x, 0i, 255i);
    loop_step = _e38.z;
    v0_ = in0_;
    v1_ = in1_;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 3f, 0f).xxxx;
    r1_ = in1_;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e38.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e55 = loop_count;
        if (_e55 <= 0i) {
            break;
        }
        loop_count = (_e55 - 1i);
        let _e58 = r1_;
        let _e60 = r3_;
        let _e64 = (i32(_e60.x) + 10i);
        let _e66 = consts.c[_e64];
        let _e72 = abs((_e58 + -(select(_e66, vec4<f32>(0f, 1f, 3f, 0f), (_e64 == 4i)))));
        let _e73 = r0_;
        let _e74 = (_e73 + _e72);
        r2_ = _e72;
        r0_ = _e74;
        if (_e74.xxxx.x > vec4<f32>(0f, 1f, 3f, 0f).zzzz.x) {
            break;
        }
        let _e81 = loop_step;
        let _e83 = r3_;
        r3_ = select(_e83, vec4((_e83.x + f32(_e81))), vec4<bool>(true, false, false, false));
    }
    let _e88 = r0_;
    let _e89 = o0_;
    let _e92 = consts.c[256];
    let _e95 = consts.c[257];
    return Output(select(_e89, ((_e89 * _e95) + (_e92 * _e89.wwww)), vec4<bool>(true, true, true, false)), _e88);
}
