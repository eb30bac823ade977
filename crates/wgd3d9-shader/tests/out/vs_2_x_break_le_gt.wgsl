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
    let _e15 = consts.c[1];
    let _e21 = consts.c[2];
    let _e27 = consts.c[3];
    let _e36 = vec4<i32>(8i, 0i, 1i, 0i);
    loop_count = clamp(_e36.x, 0i, 255i);
    loop_step = _e36.z;
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e27)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0.001f, 8f, 0f).xxxx;
    r1_ = in1_;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e36.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e54 = loop_count;
        if (_e54 <= 0i) {
            break;
        }
        loop_count = (_e54 - 1i);
        let _e57 = r1_;
        let _e58 = r3_;
        let _e62 = (i32(_e58.x) + 10i);
        let _e64 = consts.c[_e62];
        let _e73 = r2_;
        let _e74 = select(_e73, vec4(dot(_e57.xyz, select(_e64, vec4<f32>(0f, 0.001f, 8f, 0f), (_e62 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r2_ = _e74;
        if (_e74.xxxx.x <= vec4<f32>(0f, 0.001f, 8f, 0f).yyyy.x) {
            break;
        }
        let _e80 = r0_;
        let _e84 = (i32(_e58.x) + 30i);
        let _e86 = consts.c[_e84];
        let _e89 = (_e80 + select(_e86, vec4<f32>(0f, 0.001f, 8f, 0f), (_e84 == 4i)));
        let _e94 = select(_e74, vec4(dot(_e89.xyz, _e89.xyz)), vec4<bool>(false, true, false, false));
        r0_ = _e89;
        r2_ = _e94;
        if (_e94.yyyy.x > vec4<f32>(0f, 0.001f, 8f, 0f).zzzz.x) {
            break;
        }
        let _e100 = loop_step;
        r3_ = select(_e58, vec4((_e58.x + f32(_e100))), vec4<bool>(true, false, false, false));
    }
    let _e106 = r0_;
    let _e108 = o0_;
    let _e110 = consts.c[256];
    let _e112 = consts.c[257];
    return Output(select(_e108, ((_e108 * _e112) + (_e110 * _e108.wwww)), vec4<bool>(true, true, true, false)), saturate(_e106));
}
