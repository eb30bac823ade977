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
    r0_ = vec4<f32>(0f, 0.001f, 8f, 0f).xxxx;
    r1_ = in1_;
    let _e53 = vec4<i32>(8i, 0i, 1i, 0i);
    loop_count = clamp(_e53.x, 0i, 255i);
    loop_step = _e53.z;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e53.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e64 = loop_count;
        if (_e64 <= 0i) {
            break;
        }
        loop_count = (_e64 - 1i);
        let _e67 = r1_;
        let _e69 = r3_;
        let _e73 = (i32(_e69.x) + 10i);
        let _e75 = consts.c[_e73];
        let _e83 = r2_;
        let _e84 = select(_e83, vec4(dot(_e67.xyz, select(_e75, vec4<f32>(0f, 0.001f, 8f, 0f), (_e73 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r2_ = _e84;
        if (_e84.xxxx.x <= vec4<f32>(0f, 0.001f, 8f, 0f).yyyy.x) {
            break;
        }
        let _e90 = r0_;
        let _e95 = (i32(_e69.x) + 30i);
        let _e97 = consts.c[_e95];
        let _e100 = (_e90 + select(_e97, vec4<f32>(0f, 0.001f, 8f, 0f), (_e95 == 4i)));
        r0_ = _e100;
        let _e105 = select(_e84, vec4(dot(_e100.xyz, _e100.xyz)), vec4<bool>(false, true, false, false));
        r2_ = _e105;
        if (_e105.yyyy.x > vec4<f32>(0f, 0.001f, 8f, 0f).zzzz.x) {
            break;
        }
        let _e111 = loop_step;
        r3_ = select(_e69, vec4((_e69.x + f32(_e111))), vec4<bool>(true, false, false, false));
    }
    let _e117 = r0_;
    o1_ = _e117;
    let _e118 = saturate(_e117);
    o1_ = _e118;
    let _e119 = o0_;
    let _e122 = consts.c[256];
    let _e127 = select(_e119, (_e119 + (_e122 * _e119.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e127;
    return Output(_e127, _e118);
}
