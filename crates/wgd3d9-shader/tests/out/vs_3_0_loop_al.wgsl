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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e16 = consts.c[1];
    let _e23 = consts.c[2];
    let _e30 = consts.c[3];
    let _e39 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e39.x, 0i, 255i);
    loop_step = _e39.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    r4_ = in0_;
    r5_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e39.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e57 = loop_count;
        if (_e57 <= 0i) {
            break;
        }
        loop_count = (_e57 - 1i);
        let _e61 = r5_;
        let _e65 = (i32(_e61.x) + 10i);
        let _e67 = consts.c[_e65];
        let _e70 = r4_;
        let _e74 = r1_;
        let _e76 = select(_e74, (select(_e67, vec4<f32>(0f, 1f, 0f, 0f), (_e65 == 4i)) + -(_e70)), vec4<bool>(true, true, true, false));
        let _e82 = r2_;
        let _e83 = select(_e82, vec4(dot(_e76.xyz, _e76.xyz)), vec4<bool>(true, false, false, false));
        let _e89 = select(_e83, vec4(inverseSqrt(abs(_e83.xxxx.x))), vec4<bool>(false, true, false, false));
        let _e92 = select(_e76, (_e76 * _e89.yyyy), vec4<bool>(true, true, true, false));
        let _e93 = v1_;
        let _e100 = r3_;
        let _e101 = select(_e100, saturate(vec4(dot(_e93.xyz, _e92.xyz))), vec4<bool>(true, false, false, false));
        let _e105 = select(_e101, (_e101.xxxx * _e89.yyyy), vec4<bool>(true, false, false, false));
        let _e111 = (i32(_e61.x) + 20i);
        let _e113 = consts.c[_e111];
        let _e116 = r0_;
        let _e119 = loop_step;
        r1_ = _e92;
        r2_ = _e89;
        r3_ = _e105;
        r0_ = ((_e105.xxxx * select(_e113, vec4<f32>(0f, 1f, 0f, 0f), (_e111 == 4i))) + _e116);
        r5_ = select(_e61, vec4((_e61.x + f32(_e119))), vec4<bool>(true, false, false, false));
    }
    let _e125 = r0_;
    let _e127 = o0_;
    let _e130 = consts.c[256];
    let _e133 = consts.c[257];
    return Output(select(_e127, ((_e127 * _e133) + (_e130 * _e127.wwww)), vec4<bool>(true, true, true, false)), saturate(_e125));
}
