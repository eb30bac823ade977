struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(8) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o2_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e24 = consts.c[0];
    let _e28 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e24)), vec4<bool>(true, false, false, false));
    o0_ = _e28;
    let _e31 = consts.c[1];
    let _e35 = select(_e28, vec4(dot(in0_, _e31)), vec4<bool>(false, true, false, false));
    o0_ = _e35;
    let _e38 = consts.c[2];
    let _e42 = select(_e35, vec4(dot(in0_, _e38)), vec4<bool>(false, false, true, false));
    o0_ = _e42;
    let _e45 = consts.c[3];
    o0_ = select(_e42, vec4(dot(in0_, _e45)), vec4<bool>(false, false, false, true));
    let _e52 = consts.c[4];
    r0_ = _e52;
    if true {
        let _e54 = v1_;
        let _e57 = consts.c[6];
        let _e63 = r1_;
        let _e64 = select(_e63, saturate(vec4(dot(_e54.xyz, _e57.xyz))), vec4<bool>(true, false, false, false));
        r1_ = _e64;
        let _e68 = consts.c[7];
        let _e69 = r0_;
        r0_ = ((_e64.xxxx * _e68) + _e69);
    }
    if !(false) {
        let _e74 = r0_;
        let _e77 = consts.c[8];
        r0_ = (_e74 + _e77);
    }
    if false {
        let _e79 = v2_;
        let _e82 = consts.c[5];
        o1_ = (_e79 * _e82);
    } else {
        let _e84 = v2_;
        o1_ = _e84;
    }
    let _e85 = r0_;
    o2_ = _e85;
    let _e86 = o0_;
    let _e89 = consts.c[256];
    let _e92 = consts.c[257];
    let _e98 = select(_e86, ((_e86 * _e92) + (_e89 * _e86.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e98;
    let _e99 = o1_;
    return Output(_e98, _e99, _e85);
}
