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
    let _e56 = v1_;
    let _e59 = consts.c[5];
    let _e64 = r0_;
    r0_ = select(_e64, vec4(dot(_e56.xyz, _e59.xyz)), vec4<bool>(true, false, false, false));
    let _e66 = v1_;
    let _e69 = consts.c[6];
    let _e74 = r0_;
    r0_ = select(_e74, vec4(dot(_e66.xyz, _e69.xyz)), vec4<bool>(false, true, false, false));
    let _e76 = v1_;
    let _e79 = consts.c[7];
    let _e84 = r0_;
    r0_ = select(_e84, vec4(dot(_e76.xyz, _e79.xyz)), vec4<bool>(false, false, true, false));
    let _e88 = consts.c[8];
    r1_ = _e88;
    let _e93 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e93.x, 0i, 255i);
    loop_step = _e93.z;
    let _e104 = r3_;
    r3_ = select(_e104, vec4(f32(_e93.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e106 = loop_count;
        if (_e106 <= 0i) {
            break;
        }
        loop_count = (_e106 - 1i);
        let _e111 = r0_;
        let _e113 = r3_;
        let _e117 = (i32(_e113.x) + 10i);
        let _e119 = consts.c[_e117];
        let _e127 = r2_;
        r2_ = select(_e127, vec4(dot(_e111.xyz, select(_e119, vec4<f32>(0f, 1f, 0f, 0f), (_e117 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        let _e129 = r2_;
        let _e130 = _e129.xxxx;
        let _e131 = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
        let _e134 = r2_;
        r2_ = select(_e134, select(_e131, _e130, (_e130 >= _e131)), vec4<bool>(true, false, false, false));
        let _e136 = r2_;
        let _e139 = r3_;
        let _e143 = (i32(_e139.x) + 20i);
        let _e145 = consts.c[_e143];
        let _e149 = r1_;
        r1_ = ((_e136.xxxx * select(_e145, vec4<f32>(0f, 1f, 0f, 0f), (_e143 == 4i))) + _e149);
        let _e152 = loop_step;
        let _e154 = r3_;
        let _e158 = r3_;
        r3_ = select(_e158, vec4((_e154.x + f32(_e152))), vec4<bool>(true, false, false, false));
    }
    let _e160 = r1_;
    let _e161 = vec4<f32>(0f, 1f, 0f, 0f).yyyy;
    o1_ = select(_e161, _e160, (_e160 < _e161));
    let _e164 = o1_;
    o1_ = saturate(_e164);
    let _e166 = o0_;
    let _e169 = consts.c[256];
    let _e173 = o0_;
    o0_ = select(_e173, (_e166 + (_e169 * _e166.wwww)), vec4<bool>(true, true, true, false));
    let _e176 = o0_;
    let _e177 = o1_;
    return Output(_e176, _e177);
}
