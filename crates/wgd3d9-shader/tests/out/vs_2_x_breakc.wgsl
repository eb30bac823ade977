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
    let _e21 = consts.c[0];
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e21)), vec4<bool>(true, false, false, false));
    o0_ = _e25;
    let _e28 = consts.c[1];
    let _e32 = select(_e25, vec4(dot(in0_, _e28)), vec4<bool>(false, true, false, false));
    o0_ = _e32;
    let _e35 = consts.c[2];
    let _e39 = select(_e32, vec4(dot(in0_, _e35)), vec4<bool>(false, false, true, false));
    o0_ = _e39;
    let _e42 = consts.c[3];
    o0_ = select(_e39, vec4(dot(in0_, _e42)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0.01f, 0f).xxxx;
    let _e51 = vec4<i32>(6i, 0i, 1i, 0i);
    loop_count = clamp(_e51.x, 0i, 255i);
    loop_step = _e51.z;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e51.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e62 = loop_count;
        if (_e62 <= 0i) {
            break;
        }
        loop_count = (_e62 - 1i);
        let _e65 = v1_;
        let _e67 = r2_;
        let _e71 = (i32(_e67.x) + 10i);
        let _e73 = consts.c[_e71];
        let _e81 = r1_;
        let _e82 = select(_e81, vec4(dot(_e65.xyz, select(_e73, vec4<f32>(0f, 1f, 0.01f, 0f), (_e71 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r1_ = _e82;
        if (_e82.xxxx.x < vec4<f32>(0f, 1f, 0.01f, 0f).zzzz.x) {
            break;
        }
        let _e93 = (i32(_e67.x) + 20i);
        let _e95 = consts.c[_e93];
        let _e98 = r0_;
        let _e100 = ((_e82.xxxx * select(_e95, vec4<f32>(0f, 1f, 0.01f, 0f), (_e93 == 4i))) + _e98);
        r0_ = _e100;
        if (_e100.wwww.x >= vec4<f32>(0f, 1f, 0.01f, 0f).yyyy.x) {
            break;
        }
        let _e106 = loop_step;
        r2_ = select(_e67, vec4((_e67.x + f32(_e106))), vec4<bool>(true, false, false, false));
    }
    let _e112 = r0_;
    o1_ = _e112;
    let _e113 = saturate(_e112);
    o1_ = _e113;
    let _e114 = o0_;
    let _e117 = consts.c[256];
    let _e122 = select(_e114, (_e114 + (_e117 * _e114.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e122;
    return Output(_e122, _e113);
}
