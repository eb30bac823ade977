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
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e16 = consts.c[1];
    let _e23 = consts.c[2];
    let _e30 = consts.c[3];
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    if true {
        let _e41 = v1_;
        let _e44 = consts.c[4];
        let _e50 = r0_;
        let _e51 = select(_e50, vec4(dot(_e41.xyz, _e44.xyz)), vec4<bool>(true, false, false, false));
        let _e52 = _e51.xxxx;
        let _e55 = consts.c[5];
        let _e56 = _e55.xxxx;
        let _e59 = select(_e51, select(_e56, _e52, (_e52 >= _e56)), vec4<bool>(true, false, false, false));
        let _e63 = consts.c[6];
        r0_ = _e59;
        o1_ = (_e59.xxxx * _e63);
    } else {
        let _e67 = consts.c[7];
        o1_ = _e67;
    }
    if false {
        let _e69 = v2_;
        let _e72 = consts.c[8];
        let _e75 = o2_;
        o2_ = select(_e75, (_e69 * _e72), vec4<bool>(true, true, false, false));
    } else {
        let _e78 = v2_;
        let _e79 = o2_;
        o2_ = select(_e79, _e78, vec4<bool>(true, true, false, false));
    }
    let _e81 = o1_;
    let _e83 = o0_;
    let _e86 = consts.c[256];
    let _e89 = consts.c[257];
    let _e96 = o2_;
    return Output(select(_e83, ((_e83 * _e89) + (_e86 * _e83.wwww)), vec4<bool>(true, true, true, false)), saturate(_e81), _e96);
}
