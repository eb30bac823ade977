struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(0) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
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
    o0_ = select(_e40, vec4(dot(in0_, _e43)), vec4<bool>(false, false, false, true));
    if true {
        let _e49 = v1_;
        let _e52 = consts.c[4];
        let _e57 = r0_;
        let _e58 = select(_e57, vec4(dot(_e49.xyz, _e52.xyz)), vec4<bool>(true, false, false, false));
        r0_ = _e58;
        let _e59 = _e58.xxxx;
        let _e62 = consts.c[5];
        let _e63 = _e62.xxxx;
        let _e66 = select(_e58, select(_e63, _e59, (_e59 >= _e63)), vec4<bool>(true, false, false, false));
        r0_ = _e66;
        let _e70 = consts.c[6];
        o1_ = (_e66.xxxx * _e70);
    } else {
        let _e74 = consts.c[7];
        o1_ = _e74;
    }
    if false {
        let _e76 = v2_;
        let _e79 = consts.c[8];
        let _e81 = o2_;
        o2_ = select(_e81, (_e76 * _e79), vec4<bool>(true, true, false, false));
    } else {
        let _e84 = v2_;
        let _e85 = o2_;
        o2_ = select(_e85, _e84, vec4<bool>(true, true, false, false));
    }
    let _e87 = o1_;
    let _e88 = saturate(_e87);
    o1_ = _e88;
    let _e89 = o0_;
    let _e92 = consts.c[256];
    let _e95 = consts.c[257];
    let _e101 = select(_e89, ((_e89 * _e95) + (_e92 * _e89.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e101;
    let _e102 = o2_;
    return Output(_e101, _e88, _e102);
}
