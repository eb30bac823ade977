struct Constants {
    c: array<vec4<f32>, 258>,
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
    let _e16 = consts.c[1];
    let _e23 = consts.c[2];
    let _e30 = consts.c[3];
    let _e39 = vec4<i32>(10i, 0i, 1i, 0i);
    loop_count = clamp(_e39.x, 0i, 255i);
    loop_step = _e39.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0.99f, 5f).xxxx;
    r2_ = in1_;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e39.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e57 = loop_count;
        if (_e57 <= 0i) {
            break;
        }
        loop_count = (_e57 - 1i);
        let _e60 = r2_;
        let _e62 = r3_;
        let _e66 = (i32(_e62.x) + 20i);
        let _e68 = consts.c[_e66];
        let _e77 = r1_;
        let _e78 = select(_e77, vec4(dot(_e60.xyz, select(_e68, vec4<f32>(0f, 1f, 0.99f, 5f), (_e66 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r1_ = _e78;
        if (_e78.xxxx.x < vec4<f32>(0f, 1f, 0.99f, 5f).xxxx.x) {
            break;
        }
        let _e89 = (i32(_e62.x) + 40i);
        let _e91 = consts.c[_e89];
        let _e94 = r0_;
        let _e96 = ((_e78.xxxx * select(_e91, vec4<f32>(0f, 1f, 0.99f, 5f), (_e89 == 4i))) + _e94);
        r0_ = _e96;
        if (_e96.wwww.x >= vec4<f32>(0f, 1f, 0.99f, 5f).zzzz.x) {
            break;
        }
        if (_e96.xxxx.x > vec4<f32>(0f, 1f, 0.99f, 5f).wwww.x) {
            break;
        }
        if (_e96.yyyy.x == vec4<f32>(0f, 1f, 0.99f, 5f).yyyy.x) {
            break;
        }
        if (_e60.wwww.x != vec4<f32>(0f, 1f, 0.99f, 5f).yyyy.x) {
            break;
        }
        if (_e96.zzzz.x <= -(vec4<f32>(0f, 1f, 0.99f, 5f).wwww).x) {
            break;
        }
        let _e123 = loop_step;
        r3_ = select(_e62, vec4((_e62.x + f32(_e123))), vec4<bool>(true, false, false, false));
    }
    let _e129 = r0_;
    let _e130 = o0_;
    let _e133 = consts.c[256];
    let _e136 = consts.c[257];
    return Output(select(_e130, ((_e130 * _e136) + (_e133 * _e130.wwww)), vec4<bool>(true, true, true, false)), _e129);
}
