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
    var r1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e15 = consts.c[1];
    let _e21 = consts.c[2];
    let _e27 = consts.c[3];
    let _e35 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ >= vec4<f32>(0.5f, 0f, 0f, 1f).xxxx));
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e27)), vec4<bool>(false, false, false, true));
    r1_ = _e35;
    if (_e35.xxxx.x != 0f) {
        let _e45 = v1_;
        let _e46 = r1_;
        r0_ = _e45;
        if !((_e46.wwww.x != 0f)) {
            let _e53 = r0_;
            r0_ = select(_e53, vec4<f32>(0.5f, 0f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
        }
    } else {
        let _e55 = v1_;
        r0_ = (_e55 * vec4<f32>(0.5f, 0f, 0f, 1f).xxxx);
    }
    let _e58 = r0_;
    let _e59 = o0_;
    let _e61 = consts.c[256];
    let _e63 = consts.c[257];
    return Output(select(_e59, ((_e59 * _e63) + (_e61 * _e59.wwww)), vec4<bool>(true, true, true, false)), _e58);
}
