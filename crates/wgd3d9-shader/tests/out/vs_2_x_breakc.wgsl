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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;

    v0_ = in0_;
    v1_ = in1_;
    let _e18 = v0_;
    let _e21 = consts.c[0];
    let _e24 = o0_;
    o0_ = select(_e24, vec4(dot(_e18, _e21)), vec4<bool>(true, false, false, false));
    let _e27 = v0_;
    let _e30 = consts.c[1];
    let _e33 = o0_;
    o0_ = select(_e33, vec4(dot(_e27, _e30)), vec4<bool>(false, true, false, false));
    let _e36 = v0_;
    let _e39 = consts.c[2];
    let _e42 = o0_;
    o0_ = select(_e42, vec4(dot(_e36, _e39)), vec4<bool>(false, false, true, false));
    let _e45 = v0_;
    let _e48 = consts.c[3];
    let _e51 = o0_;
    o0_ = select(_e51, vec4(dot(_e45, _e48)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0.01f, 0f).xxxx;
    let _e59 = vec4<i32>(6i, 0i, 1i, 0i);
    loop_count = clamp(_e59.x, 0i, 255i);
    loop_step = _e59.z;
    let _e70 = r2_;
    r2_ = select(_e70, vec4(f32(_e59.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e72 = loop_count;
        if (_e72 <= 0i) {
            break;
        }
        loop_count = (_e72 - 1i);
        let _e77 = v1_;
        let _e79 = r2_;
        let _e83 = (i32(_e79.x) + 10i);
        let _e85 = consts.c[_e83];
        let _e93 = r1_;
        r1_ = select(_e93, vec4(dot(_e77.xyz, select(_e85, vec4<f32>(0f, 1f, 0.01f, 0f), (_e83 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        let _e95 = r1_;
        if (_e95.xxxx.x < vec4<f32>(0f, 1f, 0.01f, 0f).zzzz.x) {
            break;
        }
        let _e101 = r1_;
        let _e104 = r2_;
        let _e108 = (i32(_e104.x) + 20i);
        let _e110 = consts.c[_e108];
        let _e114 = r0_;
        r0_ = ((_e101.xxxx * select(_e110, vec4<f32>(0f, 1f, 0.01f, 0f), (_e108 == 4i))) + _e114);
        let _e117 = r0_;
        if (_e117.wwww.x >= vec4<f32>(0f, 1f, 0.01f, 0f).yyyy.x) {
            break;
        }
        let _e123 = loop_step;
        let _e125 = r2_;
        let _e129 = r2_;
        r2_ = select(_e129, vec4((_e125.x + f32(_e123))), vec4<bool>(true, false, false, false));
    }
    let _e131 = r0_;
    o1_ = _e131;
    let _e132 = o1_;
    o1_ = saturate(_e132);
    let _e134 = o0_;
    let _e137 = consts.c[256];
    let _e141 = o0_;
    o0_ = select(_e141, (_e134 + (_e137 * _e134.wwww)), vec4<bool>(true, true, true, false));
    let _e144 = o0_;
    let _e145 = o1_;
    return Output(_e144, _e145);
}
