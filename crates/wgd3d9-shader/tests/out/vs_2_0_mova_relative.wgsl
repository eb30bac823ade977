struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e22 = v0_;
    let _e25 = consts.c[0];
    let _e28 = o0_;
    o0_ = select(_e28, vec4(dot(_e22, _e25)), vec4<bool>(true, false, false, false));
    let _e31 = v0_;
    let _e34 = consts.c[1];
    let _e37 = o0_;
    o0_ = select(_e37, vec4(dot(_e31, _e34)), vec4<bool>(false, true, false, false));
    let _e40 = v0_;
    let _e43 = consts.c[2];
    let _e46 = o0_;
    o0_ = select(_e46, vec4(dot(_e40, _e43)), vec4<bool>(false, false, true, false));
    let _e49 = v0_;
    let _e52 = consts.c[3];
    let _e55 = o0_;
    o0_ = select(_e55, vec4(dot(_e49, _e52)), vec4<bool>(false, false, false, true));
    let _e58 = v1_;
    let _e62 = r0_;
    r0_ = select(_e62, (_e58.zzzz * vec4<f32>(2f, 0f, 0f, 0f).xxxx), vec4<bool>(true, false, false, false));
    let _e64 = r0_;
    let _e65 = _e64.xxxx;
    let _e72 = r3_;
    r3_ = select(_e72, (floor((abs(_e65) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e65)), vec4<bool>(true, false, false, false));
    let _e75 = r3_;
    let _e79 = (i32(_e75.x) + 16i);
    let _e81 = consts.c[_e79];
    r1_ = select(_e81, vec4<f32>(2f, 0f, 0f, 0f), (_e79 == 4i));
    let _e86 = r3_;
    let _e90 = (i32(_e86.x) + 17i);
    let _e92 = consts.c[_e90];
    r2_ = select(_e92, vec4<f32>(2f, 0f, 0f, 0f), (_e90 == 4i));
    let _e96 = v1_;
    let _e97 = r1_;
    let _e98 = r2_;
    let _e101 = o1_;
    o1_ = select(_e101, ((_e96 * _e97) + _e98), vec4<bool>(true, true, false, false));
    let _e105 = r3_;
    let _e109 = (i32(_e105.x) + 32i);
    let _e111 = consts.c[_e109];
    o2_ = select(_e111, vec4<f32>(2f, 0f, 0f, 0f), (_e109 == 4i));
    let _e115 = o2_;
    o2_ = saturate(_e115);
    let _e117 = o0_;
    let _e120 = consts.c[256];
    let _e124 = o0_;
    o0_ = select(_e124, (_e117 + (_e120 * _e117.wwww)), vec4<bool>(true, true, true, false));
    let _e127 = o0_;
    let _e128 = o1_;
    let _e129 = o2_;
    return Output(_e127, _e128, _e129);
}
