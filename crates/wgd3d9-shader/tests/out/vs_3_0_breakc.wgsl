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
    var r3_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e15 = consts.c[1];
    let _e21 = consts.c[2];
    let _e27 = consts.c[3];
    let _e36 = vec4<i32>(10i, 0i, 1i, 0i);
    loop_count = clamp(_e36.x, 0i, 255i);
    loop_step = _e36.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e27)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0.99f, 5f).xxxx;
    r2_ = in1_;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e36.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e54 = loop_count;
        if (_e54 <= 0i) {
            break;
        }
        loop_count = (_e54 - 1i);
        let _e57 = r2_;
        let _e58 = r3_;
        let _e62 = (i32(_e58.x) + 20i);
        let _e64 = consts.c[_e62];
        let _e73 = r1_;
        let _e74 = select(_e73, vec4(dot(_e57.xyz, select(_e64, vec4<f32>(0f, 1f, 0.99f, 5f), (_e62 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r1_ = _e74;
        if (_e74.xxxx.x < vec4<f32>(0f, 1f, 0.99f, 5f).xxxx.x) {
            break;
        }
        let _e84 = (i32(_e58.x) + 40i);
        let _e86 = consts.c[_e84];
        let _e89 = r0_;
        let _e91 = ((_e74.xxxx * select(_e86, vec4<f32>(0f, 1f, 0.99f, 5f), (_e84 == 4i))) + _e89);
        r0_ = _e91;
        if (_e91.wwww.x >= vec4<f32>(0f, 1f, 0.99f, 5f).zzzz.x) {
            break;
        }
        if (_e91.xxxx.x > vec4<f32>(0f, 1f, 0.99f, 5f).wwww.x) {
            break;
        }
        if (_e91.yyyy.x == vec4<f32>(0f, 1f, 0.99f, 5f).yyyy.x) {
            break;
        }
        if (_e57.wwww.x != vec4<f32>(0f, 1f, 0.99f, 5f).yyyy.x) {
            break;
        }
        if (_e91.zzzz.x <= -(vec4<f32>(0f, 1f, 0.99f, 5f).wwww).x) {
            break;
        }
        let _e118 = loop_step;
        r3_ = select(_e58, vec4((_e58.x + f32(_e118))), vec4<bool>(true, false, false, false));
    }
    let _e124 = r0_;
    let _e125 = o0_;
    let _e127 = consts.c[256];
    let _e129 = consts.c[257];
    return Output(select(_e125, ((_e125 * _e129) + (_e127 * _e125.wwww)), vec4<bool>(true, true, true, false)), _e124);
}
