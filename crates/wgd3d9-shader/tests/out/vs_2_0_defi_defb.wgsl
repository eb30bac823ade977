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
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;

    v0_ = in0_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e17 = consts.c[0];
    let _e21 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e17)), vec4<bool>(true, false, false, false));
    o0_ = _e21;
    let _e24 = consts.c[1];
    let _e28 = select(_e21, vec4(dot(in0_, _e24)), vec4<bool>(false, true, false, false));
    o0_ = _e28;
    let _e31 = consts.c[2];
    let _e35 = select(_e28, vec4(dot(in0_, _e31)), vec4<bool>(false, false, true, false));
    o0_ = _e35;
    let _e38 = consts.c[3];
    o0_ = select(_e35, vec4(dot(in0_, _e38)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    let _e47 = vec4<i32>(3i, 2i, -1i, 0i);
    loop_count = clamp(_e47.x, 0i, 255i);
    loop_step = _e47.z;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e47.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e58 = loop_count;
        if (_e58 <= 0i) {
            break;
        }
        loop_count = (_e58 - 1i);
        let _e62 = r0_;
        let _e64 = r1_;
        let _e68 = (i32(_e64.x) + 20i);
        let _e70 = consts.c[_e68];
        r0_ = (_e62 + select(_e70, vec4<f32>(0f, 0f, 0f, 0f), (_e68 == 4i)));
        let _e75 = loop_step;
        r1_ = select(_e64, vec4((_e64.x + f32(_e75))), vec4<bool>(true, false, false, false));
    }
    if false {
        let _e82 = r0_;
        let _e85 = consts.c[8];
        r0_ = (_e82 * _e85);
    }
    let _e87 = r0_;
    o1_ = _e87;
    let _e88 = saturate(_e87);
    o1_ = _e88;
    let _e89 = o0_;
    let _e92 = consts.c[256];
    let _e95 = consts.c[257];
    let _e101 = select(_e89, ((_e89 * _e95) + (_e92 * _e89.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e101;
    return Output(_e101, _e88);
}
