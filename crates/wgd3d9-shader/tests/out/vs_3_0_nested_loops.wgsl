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
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var rep_count: i32;
    var loop_count_1: i32;
    var loop_step_1: i32;
    var r3_: vec4<f32> = vec4<f32>();

    let _e8 = consts.c[0];
    let _e14 = consts.c[1];
    let _e20 = consts.c[2];
    let _e26 = consts.c[3];
    let _e35 = vec4<i32>(3i, 0i, 1i, 0i);
    loop_count = clamp(_e35.x, 0i, 255i);
    loop_step = _e35.z;
    v0_ = in0_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e14)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e26)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0.5f, 0f, 0f).xxxx;
    r1_ = vec4<f32>(0f, 0.5f, 0f, 0f);
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e35.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e52 = loop_count;
        if (_e52 <= 0i) {
            break;
        }
        loop_count = (_e52 - 1i);
        rep_count = clamp(vec4<i32>(2i, 0i, 0i, 0i).x, 0i, 255i);
        loop {
            let _e60 = rep_count;
            if (_e60 <= 0i) {
                break;
            }
            rep_count = (_e60 - 1i);
            let _e63 = r0_;
            let _e64 = r2_;
            let _e68 = (i32(_e64.x) + 10i);
            let _e70 = consts.c[_e68];
            let _e75 = vec4<i32>(4i, 4i, 1i, 0i);
            loop_count_1 = clamp(_e75.x, 0i, 255i);
            loop_step_1 = _e75.z;
            let _e85 = r3_;
            r0_ = (_e63 + select(_e70, vec4<f32>(0f, 0.5f, 0f, 0f), (_e68 == 4i)));
            r3_ = select(_e85, vec4(f32(_e75.y)), vec4<bool>(true, false, false, false));
            loop {
                let _e87 = loop_count_1;
                if (_e87 <= 0i) {
                    break;
                }
                loop_count_1 = (_e87 - 1i);
                let _e90 = r0_;
                let _e91 = r1_;
                let _e93 = r3_;
                let _e96 = (i32(_e93.x) + 10i);
                let _e98 = consts.c[_e96];
                let _e103 = loop_step_1;
                r0_ = ((_e90 * _e91.yyyy) + select(_e98, vec4<f32>(0f, 0.5f, 0f, 0f), (_e96 == 4i)));
                r3_ = select(_e93, vec4((_e93.x + f32(_e103))), vec4<bool>(true, false, false, false));
            }
        }
        let _e109 = loop_step;
        let _e111 = r2_;
        r2_ = select(_e111, vec4((_e111.x + f32(_e109))), vec4<bool>(true, false, false, false));
    }
    let _e116 = r0_;
    let _e117 = o0_;
    let _e119 = consts.c[256];
    let _e121 = consts.c[257];
    return Output(select(_e117, ((_e117 * _e121) + (_e119 * _e117.wwww)), vec4<bool>(true, true, true, false)), _e116);
}
