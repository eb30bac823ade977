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
    let _e47 = select(_e40, vec4(dot(in0_, _e43)), vec4<bool>(false, false, false, true));
    o0_ = _e47;
    let _e50 = select(vec4<f32>(0f, 0f, 0f, 0f), (in1_ * vec4<f32>(2f, 4f, 0f, 0f)), vec4<bool>(true, true, false, false));
    r0_ = _e50;
    let _e57 = select(vec4<f32>(0f, 0f, 0f, 0f), (floor((abs(_e50) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e50)), vec4<bool>(true, true, false, false));
    r2_ = _e57;
    let _e62 = (i32(_e57.x) + 10i);
    let _e64 = consts.c[_e62];
    let _e67 = select(_e64, vec4<f32>(2f, 4f, 0f, 0f), (_e62 == 4i));
    r1_ = _e67;
    let _e72 = (i32(_e57.y) + 40i);
    let _e74 = consts.c[_e72];
    let _e77 = (_e67 + select(_e74, vec4<f32>(2f, 4f, 0f, 0f), (_e72 == 4i)));
    r1_ = _e77;
    o1_ = _e77;
    let _e78 = saturate(_e77);
    o1_ = _e78;
    let _e81 = consts.c[256];
    let _e84 = consts.c[257];
    let _e90 = select(_e47, ((_e47 * _e84) + (_e81 * _e47.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e90;
    return Output(_e90, _e78);
}
