struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e15 = consts.c[1];
    let _e21 = consts.c[2];
    let _e27 = consts.c[3];
    let _e36 = vec4<i32>(6i, 0i, 1i, 0i);
    loop_count = clamp(_e36.x, 0i, 255i);
    loop_step = _e36.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e27)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0.01f, 0f).xxxx;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e36.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e53 = loop_count;
        if (_e53 <= 0i) {
            break;
        }
        loop_count = (_e53 - 1i);
        let _e56 = v1_;
        let _e57 = r2_;
        let _e61 = (i32(_e57.x) + 10i);
        let _e63 = consts.c[_e61];
        let _e72 = r1_;
        let _e73 = select(_e72, vec4(dot(_e56.xyz, select(_e63, vec4<f32>(0f, 1f, 0.01f, 0f), (_e61 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r1_ = _e73;
        if (_e73.xxxx.x < vec4<f32>(0f, 1f, 0.01f, 0f).zzzz.x) {
            break;
        }
        let _e83 = (i32(_e57.x) + 20i);
        let _e85 = consts.c[_e83];
        let _e88 = r0_;
        let _e90 = ((_e73.xxxx * select(_e85, vec4<f32>(0f, 1f, 0.01f, 0f), (_e83 == 4i))) + _e88);
        r0_ = _e90;
        if (_e90.wwww.x >= vec4<f32>(0f, 1f, 0.01f, 0f).yyyy.x) {
            break;
        }
        let _e96 = loop_step;
        r2_ = select(_e57, vec4((_e57.x + f32(_e96))), vec4<bool>(true, false, false, false));
    }
    let _e102 = r0_;
    let _e104 = o0_;
    let _e106 = consts.c[256];
    let _e108 = consts.c[257];
    return Output(select(_e104, ((_e104 * _e108) + (_e106 * _e104.wwww)), vec4<bool>(true, true, true, false)), saturate(_e102));
}
