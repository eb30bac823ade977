struct Constants {
    c: array<vec4<f32>, 257>,
    b: u32,
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
    let _e16 = v0_;
    let _e19 = consts.c[0];
    let _e22 = o0_;
    o0_ = select(_e22, vec4(dot(_e16, _e19)), vec4<bool>(true, false, false, false));
    let _e25 = v0_;
    let _e28 = consts.c[1];
    let _e31 = o0_;
    o0_ = select(_e31, vec4(dot(_e25, _e28)), vec4<bool>(false, true, false, false));
    let _e34 = v0_;
    let _e37 = consts.c[2];
    let _e40 = o0_;
    o0_ = select(_e40, vec4(dot(_e34, _e37)), vec4<bool>(false, false, true, false));
    let _e43 = v0_;
    let _e46 = consts.c[3];
    let _e49 = o0_;
    o0_ = select(_e49, vec4(dot(_e43, _e46)), vec4<bool>(false, false, false, true));
    r1_ = vec4<f32>(0f, 0f, 0f, 0f);
    if true {
        let _e53 = v1_;
        let _e56 = consts.c[5];
        let _e61 = r0_;
        r0_ = select(_e61, vec4(dot(_e53.xyz, _e56.xyz)), vec4<bool>(true, false, false, false));
        let _e63 = r0_;
        let _e67 = consts.c[6];
        let _e68 = r1_;
        r1_ = ((_e63.xxxx * _e67) + _e68);
    }
    let _e72 = consts.b;
    if !((((_e72 >> 3u) & 1u) != 0u)) {
        let _e80 = r1_;
        let _e83 = consts.c[7];
        r1_ = (_e80 + _e83);
    }
    let _e85 = r1_;
    o1_ = _e85;
    let _e86 = o1_;
    o1_ = saturate(_e86);
    let _e88 = o0_;
    let _e91 = consts.c[256];
    let _e95 = o0_;
    o0_ = select(_e95, (_e88 + (_e91 * _e88.wwww)), vec4<bool>(true, true, true, false));
    let _e98 = o0_;
    let _e99 = o1_;
    return Output(_e98, _e99);
}
