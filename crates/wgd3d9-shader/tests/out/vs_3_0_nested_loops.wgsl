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
    let _e15 = consts.c[1];
    let _e22 = consts.c[2];
    let _e29 = consts.c[3];
    let _e38 = vec4<i32>(3i, 0i, 1i, 0i);
    loop_count = clamp(_e38.x, 0i, 255i);
    loop_step = _e38.z;
    v0_ = in0_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0.5f, 0f, 0f).xxxx;
    r1_ = vec4<f32>(0f, 0.5f, 0f, 0f);
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e38.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e55 = loop_count;
        if (_e55 <= 0i) {
            break;
        }
        loop_count = (_e55 - 1i);
        rep_count = clamp(vec4<i32>(2i, 0i, 0i, 0i).x, 0i, 255i);
        loop {
            let _e63 = rep_count;
            if (_e63 <= 0i) {
                break;
            }
            rep_count = (_e63 - 1i);
            let _e66 = r0_;
            let _e68 = r2_;
            let _e72 = (i32(_e68.x) + 10i);
            let _e74 = consts.c[_e72];
            let _e79 = vec4<i32>(4i, 4i, 1i, 0i);
            loop_count_1 = clamp(_e79.x, 0i, 255i);
            loop_step_1 = _e79.z;
            let _e89 = r3_;
            r0_ = (_e66 + select(_e74, vec4<f32>(0f, 0.5f, 0f, 0f), (_e72 == 4i)));
            r3_ = select(_e89, vec4(f32(_e79.y)), vec4<bool>(true, false, false, false));
            loop {
                let _e91 = loop_count_1;
                if (_e91 <= 0i) {
                    break;
                }
                loop_count_1 = (_e91 - 1i);
                let _e94 = r0_;
                let _e95 = r1_;
                let _e98 = r3_;
                let _e101 = (i32(_e98.x) + 10i);
                let _e103 = consts.c[_e101];
                let _e108 = loop_step_1;
                r0_ = ((_e94 * _e95.yyyy) + select(_e103, vec4<f32>(0f, 0.5f, 0f, 0f), (_e101 == 4i)));
                r3_ = select(_e98, vec4((_e98.x + f32(_e108))), vec4<bool>(true, false, false, false));
            }
        }
        let _e114 = loop_step;
        let _e116 = r2_;
        r2_ = select(_e116, vec4((_e116.x + f32(_e114))), vec4<bool>(true, false, false, false));
    }
    let _e121 = r0_;
    let _e122 = o0_;
    let _e125 = consts.c[256];
    let _e128 = consts.c[257];
    return Output(select(_e122, ((_e122 * _e128) + (_e125 * _e122.wwww)), vec4<bool>(true, true, true, false)), _e121);
}
