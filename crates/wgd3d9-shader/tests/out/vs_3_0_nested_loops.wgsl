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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;
    var rep_count: i32;
    var loop_count_1: i32;
    var loop_step_1: i32;

    v0_ = in0_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
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
    r0_ = vec4<f32>(0f, 0.5f, 0f, 0f).xxxx;
    r1_ = vec4<f32>(0f, 0.5f, 0f, 0f);
    let _e51 = vec4<i32>(3i, 0i, 1i, 0i);
    loop_count = clamp(_e51.x, 0i, 255i);
    loop_step = _e51.z;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e51.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e62 = loop_count;
        if (_e62 <= 0i) {
            break;
        }
        loop_count = (_e62 - 1i);
        rep_count = clamp(vec4<i32>(2i, 0i, 0i, 0i).x, 0i, 255i);
        loop {
            let _e70 = rep_count;
            if (_e70 <= 0i) {
                break;
            }
            rep_count = (_e70 - 1i);
            let _e73 = r0_;
            let _e75 = r2_;
            let _e79 = (i32(_e75.x) + 10i);
            let _e81 = consts.c[_e79];
            r0_ = (_e73 + select(_e81, vec4<f32>(0f, 0.5f, 0f, 0f), (_e79 == 4i)));
            let _e86 = vec4<i32>(4i, 4i, 1i, 0i);
            loop_count_1 = clamp(_e86.x, 0i, 255i);
            loop_step_1 = _e86.z;
            let _e95 = r3_;
            r3_ = select(_e95, vec4(f32(_e86.y)), vec4<bool>(true, false, false, false));
            loop {
                let _e97 = loop_count_1;
                if (_e97 <= 0i) {
                    break;
                }
                loop_count_1 = (_e97 - 1i);
                let _e100 = r0_;
                let _e101 = r1_;
                let _e104 = r3_;
                let _e107 = (i32(_e104.x) + 10i);
                let _e109 = consts.c[_e107];
                r0_ = ((_e100 * _e101.yyyy) + select(_e109, vec4<f32>(0f, 0.5f, 0f, 0f), (_e107 == 4i)));
                let _e114 = loop_step_1;
                r3_ = select(_e104, vec4((_e104.x + f32(_e114))), vec4<bool>(true, false, false, false));
            }
        }
        let _e120 = loop_step;
        let _e122 = r2_;
        r2_ = select(_e122, vec4((_e122.x + f32(_e120))), vec4<bool>(true, false, false, false));
    }
    let _e127 = r0_;
    o1_ = _e127;
    let _e128 = o0_;
    let _e131 = consts.c[256];
    let _e134 = consts.c[257];
    let _e140 = select(_e128, ((_e128 * _e134) + (_e131 * _e128.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e140;
    return Output(_e140, _e127);
}
