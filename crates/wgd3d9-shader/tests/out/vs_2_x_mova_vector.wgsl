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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e18 = v0_;
    let _e21 = consts.c[0];
    let _e24 = o0_;
    o0_ = select(_e24, vec4(dot(_e18, _e21)), vec4<bool>(true, false, false, false));
    let _e27 = v0_;
    let _e30 = consts.c[1];
    let _e33 = o0_;
    o0_ = select(_e33, vec4(dot(_e27, _e30)), vec4<bool>(false, true, false, false));
    let _e36 = v0_;
    let _e39 = consts.c[2];
    let _e42 = o0_;
    o0_ = select(_e42, vec4(dot(_e36, _e39)), vec4<bool>(false, false, true, false));
    let _e45 = v0_;
    let _e48 = consts.c[3];
    let _e51 = o0_;
    o0_ = select(_e51, vec4(dot(_e45, _e48)), vec4<bool>(false, false, false, true));
    let _e54 = v1_;
    let _e56 = r0_;
    r0_ = select(_e56, (_e54 * vec4<f32>(2f, 4f, 0f, 0f)), vec4<bool>(true, true, false, false));
    let _e59 = r0_;
    let _e66 = r2_;
    r2_ = select(_e66, (floor((abs(_e59) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e59)), vec4<bool>(true, true, false, false));
    let _e69 = r2_;
    let _e73 = (i32(_e69.x) + 10i);
    let _e75 = consts.c[_e73];
    r1_ = select(_e75, vec4<f32>(2f, 4f, 0f, 0f), (_e73 == 4i));
    let _e79 = r1_;
    let _e81 = r2_;
    let _e85 = (i32(_e81.y) + 40i);
    let _e87 = consts.c[_e85];
    r1_ = (_e79 + select(_e87, vec4<f32>(2f, 4f, 0f, 0f), (_e85 == 4i)));
    let _e92 = r1_;
    o1_ = _e92;
    let _e93 = o1_;
    o1_ = saturate(_e93);
    let _e95 = o0_;
    let _e98 = consts.c[256];
    let _e102 = o0_;
    o0_ = select(_e102, (_e95 + (_e98 * _e95.wwww)), vec4<bool>(true, true, true, false));
    let _e105 = o0_;
    let _e106 = o1_;
    return Output(_e105, _e106);
}
