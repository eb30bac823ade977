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
    var r1_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e16 = consts.c[1];
    let _e23 = consts.c[2];
    let _e30 = consts.c[3];
    let _e39 = vec4<i32>(8i, 0i, 1i, 0i);
    loop_count = clamp(_e39.x, 0i, 255i);
    loop_step = _e39.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0.001f, 8f, 0f).xxxx;
    r1_ = in1_;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e39.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e57 = loop_count;
        if (_e57 <= 0i) {
            break;
        }
        loop_count = (_e57 - 1i);
        let _e60 = r1_;
        let _e62 = r3_;
        let _e66 = (i32(_e62.x) + 10i);
        let _e68 = consts.c[_e66];
        let _e77 = r2_;
        let _e78 = select(_e77, vec4(dot(_e60.xyz, select(_e68, vec4<f32>(0f, 0.001f, 8f, 0f), (_e66 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r2_ = _e78;
        if (_e78.xxxx.x <= vec4<f32>(0f, 0.001f, 8f, 0f).yyyy.x) {
            break;
        }
        let _e84 = r0_;
        let _e89 = (i32(_e62.x) + 30i);
        let _e91 = consts.c[_e89];
        let _e94 = (_e84 + select(_e91, vec4<f32>(0f, 0.001f, 8f, 0f), (_e89 == 4i)));
        let _e99 = select(_e78, vec4(dot(_e94.xyz, _e94.xyz)), vec4<bool>(false, true, false, false));
        r0_ = _e94;
        r2_ = _e99;
        if (_e99.yyyy.x > vec4<f32>(0f, 0.001f, 8f, 0f).zzzz.x) {
            break;
        }
        let _e105 = loop_step;
        r3_ = select(_e62, vec4((_e62.x + f32(_e105))), vec4<bool>(true, false, false, false));
    }
    let _e111 = r0_;
    let _e113 = o0_;
    let _e116 = consts.c[256];
    let _e119 = consts.c[257];
    return Output(select(_e113, ((_e113 * _e119) + (_e116 * _e113.wwww)), vec4<bool>(true, true, true, false)), saturate(_e111));
}
