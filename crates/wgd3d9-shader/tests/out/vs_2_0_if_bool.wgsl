struct Constants {
    c: array<vec4<f32>, 266>,
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
    let _e15 = consts.c[1];
    let _e21 = consts.c[2];
    let _e27 = consts.c[3];
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e27)), vec4<bool>(false, false, false, true));
    if true {
        let _e38 = v1_;
        let _e40 = consts.c[4];
        let _e46 = r0_;
        let _e47 = select(_e46, vec4(dot(_e38.xyz, _e40.xyz)), vec4<bool>(true, false, false, false));
        let _e48 = _e47.xxxx;
        let _e50 = consts.c[5];
        let _e51 = _e50.xxxx;
        let _e54 = select(_e47, select(_e51, _e48, (_e48 >= _e51)), vec4<bool>(true, false, false, false));
        let _e57 = consts.c[6];
        r0_ = _e54;
        o1_ = (_e54.xxxx * _e57);
    } else {
        let _e60 = consts.c[7];
        o1_ = _e60;
    }
    if false {
        let _e62 = v2_;
        let _e64 = consts.c[8];
        let _e67 = o2_;
        o2_ = select(_e67, (_e62 * _e64), vec4<bool>(true, true, false, false));
    } else {
        let _e70 = v2_;
        let _e71 = o2_;
        o2_ = select(_e71, _e70, vec4<bool>(true, true, false, false));
    }
    let _e73 = o1_;
    let _e75 = o0_;
    let _e77 = consts.c[256];
    let _e79 = consts.c[257];
    let _e86 = o2_;
    return Output(select(_e75, ((_e75 * _e79) + (_e77 * _e75.wwww)), vec4<bool>(true, true, true, false)), saturate(_e73), _e86);
}
