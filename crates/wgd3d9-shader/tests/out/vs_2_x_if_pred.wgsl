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
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e16 = consts.c[1];
    let _e23 = consts.c[2];
    let _e30 = consts.c[3];
    let _e38 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ < vec4<f32>(0f, 0.5f, 1f, 0f).yyyy));
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    r1_ = _e38;
    if (_e38.xxxx.x != 0f) {
        let _e50 = consts.c[5];
        r0_ = _e50;
    } else {
        let _e54 = consts.c[6];
        r0_ = _e54;
    }
    let _e55 = r1_;
    if !((_e55.zzzz.x != 0f)) {
        let _e60 = r0_;
        let _e63 = consts.c[7];
        r0_ = (_e60 + _e63);
    }
    let _e65 = r0_;
    let _e67 = o0_;
    let _e70 = consts.c[256];
    let _e73 = consts.c[257];
    return Output(select(_e67, ((_e67 * _e73) + (_e70 * _e67.wwww)), vec4<bool>(true, true, true, false)), saturate(_e65));
}
