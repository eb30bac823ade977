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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    r0_ = in1_;
    let _e31 = consts.c[4];
    let _e33 = mix(in0_, in1_, _e31.xxxx);
    r1_ = _e33;
    r2_ = in3_;
    let _e37 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(in2_, in3_, _e31.xxxx), vec4<bool>(true, true, true, false));
    r3_ = _e37;
    let _e40 = consts.c[0];
    let _e44 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e33, _e40)), vec4<bool>(true, false, false, false));
    o0_ = _e44;
    let _e47 = consts.c[1];
    let _e51 = select(_e44, vec4(dot(_e33, _e47)), vec4<bool>(false, true, false, false));
    o0_ = _e51;
    let _e54 = consts.c[2];
    let _e58 = select(_e51, vec4(dot(_e33, _e54)), vec4<bool>(false, false, true, false));
    o0_ = _e58;
    let _e61 = consts.c[3];
    let _e65 = select(_e58, vec4(dot(_e33, _e61)), vec4<bool>(false, false, false, true));
    o0_ = _e65;
    let _e68 = consts.c[5];
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e37.xyz, _e68.xyz)), vec4<bool>(true, false, false, false));
    r4_ = _e73;
    let _e74 = _e73.xxxx;
    let _e77 = consts.c[6];
    let _e78 = _e77.xxxx;
    let _e80 = select(_e78, _e74, (_e74 >= _e78));
    o1_ = _e80;
    let _e81 = saturate(_e80);
    o1_ = _e81;
    let _e84 = consts.c[256];
    let _e87 = consts.c[257];
    let _e92 = select(_e65, ((_e65 * _e87) + (_e84 * _e65.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e92;
    return Output(_e92, _e81);
}
