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
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e22 = consts.c[0];
    let _e26 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e22)), vec4<bool>(true, false, false, false));
    o0_ = _e26;
    let _e29 = consts.c[1];
    let _e33 = select(_e26, vec4(dot(in0_, _e29)), vec4<bool>(false, true, false, false));
    o0_ = _e33;
    let _e36 = consts.c[2];
    let _e40 = select(_e33, vec4(dot(in0_, _e36)), vec4<bool>(false, false, true, false));
    o0_ = _e40;
    let _e43 = consts.c[3];
    o0_ = select(_e40, vec4(dot(in0_, _e43)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0.01f, 0f).xxxx;
    let _e52 = vec4<i32>(6i, 0i, 1i, 0i);
    loop_count = clamp(_e52.x, 0i, 255i);
    loop_step = _e52.z;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e52.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e63 = loop_count;
        if (_e63 <= 0i) {
            break;
        }
        loop_count = (_e63 - 1i);
        let _e66 = v1_;
        let _e68 = r2_;
        let _e72 = (i32(_e68.x) + 10i);
        let _e74 = consts.c[_e72];
        let _e82 = r1_;
        let _e83 = select(_e82, vec4(dot(_e66.xyz, select(_e74, vec4<f32>(0f, 1f, 0.01f, 0f), (_e72 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r1_ = _e83;
        if (_e83.xxxx.x < vec4<f32>(0f, 1f, 0.01f, 0f).zzzz.x) {
            break;
        }
        let _e94 = (i32(_e68.x) + 20i);
        let _e96 = consts.c[_e94];
        let _e99 = r0_;
        let _e101 = ((_e83.xxxx * select(_e96, vec4<f32>(0f, 1f, 0.01f, 0f), (_e94 == 4i))) + _e99);
        r0_ = _e101;
        if (_e101.wwww.x >= vec4<f32>(0f, 1f, 0.01f, 0f).yyyy.x) {
            break;
        }
        let _e107 = loop_step;
        r2_ = select(_e68, vec4((_e68.x + f32(_e107))), vec4<bool>(true, false, false, false));
    }
    let _e113 = r0_;
    o1_ = _e113;
    let _e114 = saturate(_e113);
    o1_ = _e114;
    let _e115 = o0_;
    let _e118 = consts.c[256];
    let _e121 = consts.c[257];
    let _e127 = select(_e115, ((_e115 * _e121) + (_e118 * _e115.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e127;
    return Output(_e127, _e114);
}
