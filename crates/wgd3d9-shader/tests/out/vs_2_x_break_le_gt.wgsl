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
    r0_ = vec4<f32>(0f, 0.001f, 8f, 0f).xxxx;
    let _e57 = v1_;
    r1_ = _e57;
    let _e62 = vec4<i32>(8i, 0i, 1i, 0i);
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
        let _e80 = r1_;
        let _e82 = r3_;
        let _e86 = (i32(_e82.x) + 10i);
        let _e88 = consts.c[_e86];
        let _e96 = r2_;
        r2_ = select(_e96, vec4(dot(_e80.xyz, select(_e88, vec4<f32>(0f, 0.001f, 8f, 0f), (_e86 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        let _e98 = r2_;
        if (_e98.xxxx.x <= vec4<f32>(0f, 0.001f, 8f, 0f).yyyy.x) {
            break;
        }
        let _e104 = r0_;
        let _e106 = r3_;
        let _e110 = (i32(_e106.x) + 30i);
        let _e112 = consts.c[_e110];
        r0_ = (_e104 + select(_e112, vec4<f32>(0f, 0.001f, 8f, 0f), (_e110 == 4i)));
        let _e117 = r0_;
        let _e118 = r0_;
        let _e123 = r2_;
        r2_ = select(_e123, vec4(dot(_e117.xyz, _e118.xyz)), vec4<bool>(false, true, false, false));
        let _e125 = r2_;
        if (_e125.yyyy.x > vec4<f32>(0f, 0.001f, 8f, 0f).zzzz.x) {
            break;
        }
        let _e131 = loop_step;
        let _e133 = r3_;
        let _e137 = r3_;
        r3_ = select(_e137, vec4((_e133.x + f32(_e131))), vec4<bool>(true, false, false, false));
    }
    let _e139 = r0_;
    o1_ = _e139;
    let _e140 = o1_;
    o1_ = saturate(_e140);
    let _e142 = o0_;
    let _e145 = consts.c[256];
    let _e149 = o0_;
    o0_ = select(_e149, (_e142 + (_e145 * _e142.wwww)), vec4<bool>(true, true, true, false));
    let _e152 = o0_;
    let _e153 = o1_;
    return Output(_e152, _e153);
}
