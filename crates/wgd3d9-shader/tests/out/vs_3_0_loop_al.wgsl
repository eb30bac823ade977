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
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;

    v0_ = in0_;
    v1_ = in1_;
    let _e27 = consts.c[0];
    let _e31 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e27)), vec4<bool>(true, false, false, false));
    o0_ = _e31;
    let _e34 = consts.c[1];
    let _e38 = select(_e31, vec4(dot(in0_, _e34)), vec4<bool>(false, true, false, false));
    o0_ = _e38;
    let _e41 = consts.c[2];
    let _e45 = select(_e38, vec4(dot(in0_, _e41)), vec4<bool>(false, false, true, false));
    o0_ = _e45;
    let _e48 = consts.c[3];
    o0_ = select(_e45, vec4(dot(in0_, _e48)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    r4_ = in0_;
    let _e57 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e57.x, 0i, 255i);
    loop_step = _e57.z;
    r5_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e57.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e68 = loop_count;
        if (_e68 <= 0i) {
            break;
        }
        loop_count = (_e68 - 1i);
        let _e72 = r5_;
        let _e76 = (i32(_e72.x) + 10i);
        let _e78 = consts.c[_e76];
        let _e81 = r4_;
        let _e84 = r1_;
        let _e86 = select(_e84, (select(_e78, vec4<f32>(0f, 1f, 0f, 0f), (_e76 == 4i)) + -(_e81)), vec4<bool>(true, true, true, false));
        r1_ = _e86;
        let _e91 = r2_;
        let _e92 = select(_e91, vec4(dot(_e86.xyz, _e86.xyz)), vec4<bool>(true, false, false, false));
        r2_ = _e92;
        let _e98 = select(_e92, vec4(inverseSqrt(abs(_e92.xxxx.x))), vec4<bool>(false, true, false, false));
        r2_ = _e98;
        let _e101 = select(_e86, (_e86 * _e98.yyyy), vec4<bool>(true, true, true, false));
        r1_ = _e101;
        let _e102 = v1_;
        let _e108 = r3_;
        let _e109 = select(_e108, saturate(vec4(dot(_e102.xyz, _e101.xyz))), vec4<bool>(true, false, false, false));
        r3_ = _e109;
        let _e113 = select(_e109, (_e109.xxxx * _e98.yyyy), vec4<bool>(true, false, false, false));
        r3_ = _e113;
        let _e119 = (i32(_e72.x) + 20i);
        let _e121 = consts.c[_e119];
        let _e124 = r0_;
        r0_ = ((_e113.xxxx * select(_e121, vec4<f32>(0f, 1f, 0f, 0f), (_e119 == 4i))) + _e124);
        let _e127 = loop_step;
        r5_ = select(_e72, vec4((_e72.x + f32(_e127))), vec4<bool>(true, false, false, false));
    }
    let _e133 = r0_;
    let _e134 = saturate(_e133);
    o1_ = _e134;
    let _e135 = o0_;
    let _e138 = consts.c[256];
    let _e142 = select(_e135, (_e135 + (_e138 * _e135.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e142;
    return Output(_e142, _e134);
}
