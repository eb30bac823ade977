struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
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

    v0_ = in0_;
    v1_ = in1_;
    let _e23 = consts.c[0];
    let _e27 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e23)), vec4<bool>(true, false, false, false));
    o0_ = _e27;
    let _e30 = consts.c[1];
    let _e34 = select(_e27, vec4(dot(in0_, _e30)), vec4<bool>(false, true, false, false));
    o0_ = _e34;
    let _e37 = consts.c[2];
    let _e41 = select(_e34, vec4(dot(in0_, _e37)), vec4<bool>(false, false, true, false));
    o0_ = _e41;
    let _e44 = consts.c[3];
    let _e48 = select(_e41, vec4(dot(in0_, _e44)), vec4<bool>(false, false, false, true));
    o0_ = _e48;
    r0_ = in1_;
    let _e51 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(0f, 0f, 0f, 0f).xxxx, vec4<bool>(true, true, false, false));
    r1_ = _e51;
    let _e57 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_.zzzz != vec4<f32>(0f, 0f, 0f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    r2_ = _e57;
    let _e67 = select(_e51, select(_e51, vec4<f32>(cos(in1_.xxxx.x), sin(in1_.xxxx.x), 0f, 0f), (_e57.xxxx != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    r1_ = _e67;
    let _e72 = select(_e67, select(_e67, in1_.yxxx, (_e57.xxxx == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false));
    r1_ = _e72;
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), _e72, vec4<bool>(true, true, false, false));
    o1_ = _e73;
    let _e76 = consts.c[256];
    let _e79 = consts.c[257];
    let _e85 = select(_e48, ((_e48 * _e79) + (_e76 * _e48.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e85;
    return Output(_e85, _e73);
}
