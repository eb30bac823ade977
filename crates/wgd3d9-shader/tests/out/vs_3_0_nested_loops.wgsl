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
    let _e20 = consts.c[0];
    let _e24 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e20)), vec4<bool>(true, false, false, false));
    o0_ = _e24;
    let _e27 = consts.c[1];
    let _e31 = select(_e24, vec4(dot(in0_, _e27)), vec4<bool>(false, true, false, false));
    o0_ = _e31;
    let _e34 = consts.c[2];
    let _e38 = select(_e31, vec4(dot(in0_, _e34)), vec4<bool>(false, false, true, false));
    o0_ = _e38;
    let _e41 = consts.c[3];
    o0_ = select(_e38, vec4(dot(in0_, _e41)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0.5f, 0f, 0f).xxxx;
    r1_ = vec4<f32>(0f, 0.5f, 0f, 0f);
    let _e50 = vec4<i32>(3i, 0i, 1i, 0i);
    loop_count = clamp(_e50.x, 0i, 255i);
    loop_step = _e50.z;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e50.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e61 = loop_count;
        if (_e61 <= 0i) {
            break;
        }
        loop_count = (_e61 - 1i);
        rep_count = clamp(vec4<i32>(2i, 0i, 0i, 0i).x, 0i, 255i);
        loop {
            let _e69 = rep_count;
            if (_e69 <= 0i) {
                break;
            }
            rep_count = (_e69 - 1i);
            let _e72 = r0_;
            let _e74 = r2_;
            let _e78 = (i32(_e74.x) + 10i);
            let _e80 = consts.c[_e78];
            r0_ = (_e72 + select(_e80, vec4<f32>(0f, 0.5f, 0f, 0f), (_e78 == 4i)));
            let _e85 = vec4<i32>(4i, 4i, 1i, 0i);
            loop_count_1 = clamp(_e85.x, 0i, 255i);
            loop_step_1 = _e85.z;
            let _e94 = r3_;
            r3_ = select(_e94, vec4(f32(_e85.y)), vec4<bool>(true, false, false, false));
            loop {
                let _e96 = loop_count_1;
                if (_e96 <= 0i) {
                    break;
                }
                loop_count_1 = (_e96 - 1i);
                let _e99 = r0_;
                let _e100 = r1_;
                let _e103 = r3_;
                let _e106 = (i32(_e103.x) + 10i);
                let _e108 = consts.c[_e106];
                r0_ = ((_e99 * _e100.yyyy) + select(_e108, vec4<f32>(0f, 0.5f, 0f, 0f), (_e106 == 4i)));
                let _e113 = loop_step_1;
                r3_ = select(_e103, vec4((_e103.x + f32(_e113))), vec4<bool>(true, false, false, false));
            }
        }
        let _e119 = loop_step;
        let _e121 = r2_;
        r2_ = select(_e121, vec4((_e121.x + f32(_e119))), vec4<bool>(true, false, false, false));
    }
    let _e126 = r0_;
    o1_ = _e126;
    let _e127 = o0_;
    let _e130 = consts.c[256];
    let _e135 = select(_e127, (_e127 + (_e130 * _e127.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e135;
    return Output(_e135, _e126);
}
