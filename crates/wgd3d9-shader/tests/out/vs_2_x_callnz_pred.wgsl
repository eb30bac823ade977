struct Constants {
    c: array<vec4<f32>, 266>,
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
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e15 = consts.c[1];
    let _e21 = consts.c[2];
    let _e27 = consts.c[3];
    let _e36 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ > vec4<f32>(0f, 1f, 0f, 0f).xxxx));
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e27)), vec4<bool>(false, false, false, true));
    r0_ = in1_;
    r1_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    r2_ = _e36;
    if (_e36.yyyy.x != 0f) {
        let _e48 = r1_;
        let _e50 = consts.c[5];
        r1_ = (_e48 + _e50);
    }
    let _e52 = r2_;
    if !((_e52.zzzz.x != 0f)) {
        let _e57 = r1_;
        let _e59 = consts.c[6];
        r1_ = (_e57 + _e59);
    }
    let _e61 = r1_;
    let _e63 = o0_;
    let _e65 = consts.c[256];
    let _e67 = consts.c[257];
    return Output(select(_e63, ((_e63 * _e67) + (_e65 * _e63.wwww)), vec4<bool>(true, true, true, false)), saturate(_e61));
}
