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
    r0_ = in1_;
    let _e30 = consts.c[4];
    let _e32 = mix(in0_, in1_, _e30.xxxx);
    r1_ = _e32;
    r2_ = in3_;
    let _e36 = select(vec4<f32>(0f, 0f, 0f, 0f), mix(in2_, in3_, _e30.xxxx), vec4<bool>(true, true, true, false));
    r3_ = _e36;
    let _e39 = consts.c[0];
    let _e43 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e32, _e39)), vec4<bool>(true, false, false, false));
    o0_ = _e43;
    let _e46 = consts.c[1];
    let _e50 = select(_e43, vec4(dot(_e32, _e46)), vec4<bool>(false, true, false, false));
    o0_ = _e50;
    let _e53 = consts.c[2];
    let _e57 = select(_e50, vec4(dot(_e32, _e53)), vec4<bool>(false, false, true, false));
    o0_ = _e57;
    let _e60 = consts.c[3];
    let _e64 = select(_e57, vec4(dot(_e32, _e60)), vec4<bool>(false, false, false, true));
    o0_ = _e64;
    let _e67 = consts.c[5];
    let _e72 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e36.xyz, _e67.xyz)), vec4<bool>(true, false, false, false));
    r4_ = _e72;
    let _e73 = _e72.xxxx;
    let _e76 = consts.c[6];
    let _e77 = _e76.xxxx;
    let _e79 = select(_e77, _e73, (_e73 >= _e77));
    o1_ = _e79;
    let _e80 = saturate(_e79);
    o1_ = _e80;
    let _e83 = consts.c[256];
    let _e87 = select(_e64, (_e64 + (_e83 * _e64.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e87;
    return Output(_e87, _e80);
}
