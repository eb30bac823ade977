struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;

    v0_ = in0_;
    v1_ = in1_;
    let _e23 = consts.c[0];
    let _e27 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e23)), vec4<bool>(true, false, false, false));
    o0_ = _e27;
    let _e30 = consts.c[1];
    let _e34 = select(_e27, vec4(dot(in0_, _e30)), vec4<bool>(false, true, false, false));
    o0_ = _e34;
    let _e37 = consts.c[2];
    let _e41 = select(_e34, vec4(dot(in0_, _e37)), vec4<bool>(false, false, true, false));
    o0_ = _e41;
    let _e44 = consts.c[3];
    o0_ = select(_e41, vec4(dot(in0_, _e44)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0.99f, 5f).xxxx;
    r2_ = in1_;
    let _e53 = vec4<i32>(10i, 0i, 1i, 0i);
    loop_count = clamp(_e53.x, 0i, 255i);
    loop_step = _e53.z;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e53.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e64 = loop_count;
        if (_e64 <= 0i) {
            break;
        }
        loop_count = (_e64 - 1i);
        let _e67 = r2_;
        let _e69 = r3_;
        let _e73 = (i32(_e69.x) + 20i);
        let _e75 = consts.c[_e73];
        let _e83 = r1_;
        let _e84 = select(_e83, vec4(dot(_e67.xyz, select(_e75, vec4<f32>(0f, 1f, 0.99f, 5f), (_e73 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r1_ = _e84;
        if (_e84.xxxx.x < vec4<f32>(0f, 1f, 0.99f, 5f).xxxx.x) {
            break;
        }
        let _e95 = (i32(_e69.x) + 40i);
        let _e97 = consts.c[_e95];
        let _e100 = r0_;
        let _e102 = ((_e84.xxxx * select(_e97, vec4<f32>(0f, 1f, 0.99f, 5f), (_e95 == 4i))) + _e100);
        r0_ = _e102;
        if (_e102.wwww.x >= vec4<f32>(0f, 1f, 0.99f, 5f).zzzz.x) {
            break;
        }
        if (_e102.xxxx.x > vec4<f32>(0f, 1f, 0.99f, 5f).wwww.x) {
            break;
        }
        if (_e102.yyyy.x == vec4<f32>(0f, 1f, 0.99f, 5f).yyyy.x) {
            break;
        }
        if (_e67.wwww.x != vec4<f32>(0f, 1f, 0.99f, 5f).yyyy.x) {
            break;
        }
        if (_e102.zzzz.x <= -(vec4<f32>(0f, 1f, 0.99f, 5f).wwww).x) {
            break;
        }
        let _e129 = loop_step;
        r3_ = select(_e69, vec4((_e69.x + f32(_e129))), vec4<bool>(true, false, false, false));
    }
    let _e135 = r0_;
    o1_ = _e135;
    let _e136 = o0_;
    let _e139 = consts.c[256];
    let _e144 = select(_e136, (_e136 + (_e139 * _e136.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e144;
    return Output(_e144, _e135);
}
