struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e8 = consts.c[0];
    let _e14 = consts.c[1];
    let _e20 = consts.c[2];
    let _e26 = consts.c[3];
    let _e35 = vec4<i32>(8i, 0i, 1i, 0i);
    loop_count = clamp(_e35.x, 0i, 255i);
    loop_step = _e35.z;
    v0_ = in0_;
    v1_ = in1_;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e14)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e26)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 3f, 0f).xxxx;
    r1_ = in1_;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e35.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e52 = loop_count;
        if (_e52 <= 0i) {
            break;
        }
        loop_count = (_e52 - 1i);
        let _e55 = r1_;
        let _e56 = r3_;
        let _e60 = (i32(_e56.x) + 10i);
        let _e62 = consts.c[_e60];
        let _e68 = abs((_e55 + -(select(_e62, vec4<f32>(0f, 1f, 3f, 0f), (_e60 == 4i)))));
        let _e69 = r0_;
        let _e70 = (_e69 + _e68);
        r2_ = _e68;
        r0_ = _e70;
        if (_e70.xxxx.x > vec4<f32>(0f, 1f, 3f, 0f).zzzz.x) {
            break;
        }
        let _e77 = loop_step;
        let _e79 = r3_;
        r3_ = select(_e79, vec4((_e79.x + f32(_e77))), vec4<bool>(true, false, false, false));
    }
    let _e84 = r0_;
    let _e85 = o0_;
    let _e87 = consts.c[256];
    let _e89 = consts.c[257];
    return Output(select(_e85, ((_e85 * _e89) + (_e87 * _e85.wwww)), vec4<bool>(true, true, true, false)), _e84);
}
