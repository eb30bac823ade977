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
    let _e20 = v0_;
    let _e23 = consts.c[0];
    let _e26 = o0_;
    o0_ = select(_e26, vec4(dot(_e20, _e23)), vec4<bool>(true, false, false, false));
    let _e29 = v0_;
    let _e32 = consts.c[1];
    let _e35 = o0_;
    o0_ = select(_e35, vec4(dot(_e29, _e32)), vec4<bool>(false, true, false, false));
    let _e38 = v0_;
    let _e41 = consts.c[2];
    let _e44 = o0_;
    o0_ = select(_e44, vec4(dot(_e38, _e41)), vec4<bool>(false, false, true, false));
    let _e47 = v0_;
    let _e50 = consts.c[3];
    let _e53 = o0_;
    o0_ = select(_e53, vec4(dot(_e47, _e50)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0.99f, 5f).xxxx;
    let _e57 = v1_;
    r2_ = _e57;
    let _e62 = vec4<i32>(10i, 0i, 1i, 0i);
    loop_count = clamp(_e62.x, 0i, 255i);
    loop_step = _e62.z;
    let _e73 = r3_;
    r3_ = select(_e73, vec4(f32(_e62.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e75 = loop_count;
        if (_e75 <= 0i) {
            break;
        }
        loop_count = (_e75 - 1i);
        let _e80 = r2_;
        let _e82 = r3_;
        let _e86 = (i32(_e82.x) + 20i);
        let _e88 = consts.c[_e86];
        let _e96 = r1_;
        r1_ = select(_e96, vec4(dot(_e80.xyz, select(_e88, vec4<f32>(0f, 1f, 0.99f, 5f), (_e86 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        let _e98 = r1_;
        if (_e98.xxxx.x < vec4<f32>(0f, 1f, 0.99f, 5f).xxxx.x) {
            break;
        }
        let _e104 = r1_;
        let _e107 = r3_;
        let _e111 = (i32(_e107.x) + 40i);
        let _e113 = consts.c[_e111];
        let _e117 = r0_;
        r0_ = ((_e104.xxxx * select(_e113, vec4<f32>(0f, 1f, 0.99f, 5f), (_e111 == 4i))) + _e117);
        let _e120 = r0_;
        if (_e120.wwww.x >= vec4<f32>(0f, 1f, 0.99f, 5f).zzzz.x) {
            break;
        }
        let _e126 = r0_;
        if (_e126.xxxx.x > vec4<f32>(0f, 1f, 0.99f, 5f).wwww.x) {
            break;
        }
        let _e132 = r0_;
        if (_e132.yyyy.x == vec4<f32>(0f, 1f, 0.99f, 5f).yyyy.x) {
            break;
        }
        let _e138 = r2_;
        if (_e138.wwww.x != vec4<f32>(0f, 1f, 0.99f, 5f).yyyy.x) {
            break;
        }
        let _e144 = r0_;
        if (_e144.zzzz.x <= -(vec4<f32>(0f, 1f, 0.99f, 5f).wwww).x) {
            break;
        }
        let _e151 = loop_step;
        let _e153 = r3_;
        let _e157 = r3_;
        r3_ = select(_e157, vec4((_e153.x + f32(_e151))), vec4<bool>(true, false, false, false));
    }
    let _e159 = r0_;
    o1_ = _e159;
    let _e160 = o0_;
    let _e163 = consts.c[256];
    let _e167 = o0_;
    o0_ = select(_e167, (_e160 + (_e163 * _e160.wwww)), vec4<bool>(true, true, true, false));
    let _e170 = o0_;
    let _e171 = o1_;
    return Output(_e170, _e171);
}
