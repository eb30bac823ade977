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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
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
    let _e45 = select(_e38, vec4(dot(in0_, _e41)), vec4<bool>(false, false, false, true));
    o0_ = _e45;
    let _e48 = consts.c[4];
    let _e50 = (in0_ + -(_e48));
    r0_ = _e50;
    let _e55 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e50.xyz, _e50.xyz)), vec4<bool>(true, false, false, false));
    r1_ = _e55;
    let _e61 = select(_e55, vec4(inverseSqrt(abs(_e55.xxxx.x))), vec4<bool>(false, true, false, false));
    r1_ = _e61;
    let _e65 = select(_e61, (_e61.xxxx * _e61.yyyy), vec4<bool>(false, false, true, false));
    r1_ = _e65;
    let _e69 = select(_e65, (_e65.zzzz * vec4<f32>(0f, 1f, 0.02f, 0f).zzzz), vec4<bool>(false, false, true, false));
    r1_ = _e69;
    let _e74 = select(_e69, (vec4<f32>(0f, 1f, 0.02f, 0f).yyyy + -(_e69.zzzz)), vec4<bool>(false, false, false, true));
    r1_ = _e74;
    let _e75 = _e74.wwww;
    let _e76 = vec4<f32>(0f, 1f, 0.02f, 0f).xxxx;
    let _e79 = select(_e74, select(_e76, _e75, (_e75 >= _e76)), vec4<bool>(false, false, false, true));
    r1_ = _e79;
    let _e81 = select(vec4<f32>(1f, 1f, 1f, 1f), in1_, vec4<bool>(true, true, true, false));
    o1_ = _e81;
    let _e83 = select(_e81, _e79.wwww, vec4<bool>(false, false, false, true));
    o1_ = _e83;
    let _e84 = saturate(_e83);
    o1_ = _e84;
    let _e87 = consts.c[256];
    let _e90 = consts.c[257];
    let _e95 = select(_e45, ((_e45 * _e90) + (_e87 * _e45.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e95;
    return Output(_e95, _e84);
}
