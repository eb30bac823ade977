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
    let _e17 = v0_;
    let _e20 = consts.c[0];
    let _e23 = o0_;
    o0_ = select(_e23, vec4(dot(_e17, _e20)), vec4<bool>(true, false, false, false));
    let _e26 = v0_;
    let _e29 = consts.c[1];
    let _e32 = o0_;
    o0_ = select(_e32, vec4(dot(_e26, _e29)), vec4<bool>(false, true, false, false));
    let _e35 = v0_;
    let _e38 = consts.c[2];
    let _e41 = o0_;
    o0_ = select(_e41, vec4(dot(_e35, _e38)), vec4<bool>(false, false, true, false));
    let _e44 = v0_;
    let _e47 = consts.c[3];
    let _e50 = o0_;
    o0_ = select(_e50, vec4(dot(_e44, _e47)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0.5f, 0f, 0f).xxxx;
    r1_ = vec4<f32>(0f, 0.5f, 0f, 0f);
    let _e58 = vec4<i32>(3i, 0i, 1i, 0i);
    loop_count = clamp(_e58.x, 0i, 255i);
    loop_step = _e58.z;
    let _e69 = r2_;
    r2_ = select(_e69, vec4(f32(_e58.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e71 = loop_count;
        if (_e71 <= 0i) {
            break;
        }
        loop_count = (_e71 - 1i);
        rep_count = clamp(vec4<i32>(2i, 0i, 0i, 0i).x, 0i, 255i);
        loop {
            let _e86 = rep_count;
            if (_e86 <= 0i) {
                break;
            }
            rep_count = (_e86 - 1i);
            let _e91 = r0_;
            let _e93 = r2_;
            let _e97 = (i32(_e93.x) + 10i);
            let _e99 = consts.c[_e97];
            r0_ = (_e91 + select(_e99, vec4<f32>(0f, 0.5f, 0f, 0f), (_e97 == 4i)));
            let _e108 = vec4<i32>(4i, 4i, 1i, 0i);
            loop_count_1 = clamp(_e108.x, 0i, 255i);
            loop_step_1 = _e108.z;
            let _e119 = r3_;
            r3_ = select(_e119, vec4(f32(_e108.y)), vec4<bool>(true, false, false, false));
            loop {
                let _e121 = loop_count_1;
                if (_e121 <= 0i) {
                    break;
                }
                loop_count_1 = (_e121 - 1i);
                let _e126 = r0_;
                let _e127 = r1_;
                let _e130 = r3_;
                let _e134 = (i32(_e130.x) + 10i);
                let _e136 = consts.c[_e134];
                r0_ = ((_e126 * _e127.yyyy) + select(_e136, vec4<f32>(0f, 0.5f, 0f, 0f), (_e134 == 4i)));
                let _e142 = loop_step_1;
                let _e144 = r3_;
                let _e148 = r3_;
                r3_ = select(_e148, vec4((_e144.x + f32(_e142))), vec4<bool>(true, false, false, false));
            }
        }
        let _e150 = loop_step;
        let _e152 = r2_;
        let _e156 = r2_;
        r2_ = select(_e156, vec4((_e152.x + f32(_e150))), vec4<bool>(true, false, false, false));
    }
    let _e158 = r0_;
    o1_ = _e158;
    let _e159 = o0_;
    let _e162 = consts.c[256];
    let _e166 = o0_;
    o0_ = select(_e166, (_e159 + (_e162 * _e159.wwww)), vec4<bool>(true, true, true, false));
    let _e169 = o0_;
    let _e170 = o1_;
    return Output(_e169, _e170);
}
