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
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e20 = consts.c[0];
    let _e24 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e20)), vec4<bool>(true, false, false, false));
    o0_ = _e24;
    let _e27 = consts.c[1];
    let _e31 = select(_e24, vec4(dot(in0_, _e27)), vec4<bool>(false, true, false, false));
    o0_ = _e31;
    let _e34 = consts.c[2];
    let _e38 = select(_e31, vec4(dot(in0_, _e34)), vec4<bool>(false, false, true, false));
    o0_ = _e38;
    let _e41 = consts.c[3];
    o0_ = select(_e38, vec4(dot(in0_, _e41)), vec4<bool>(false, false, false, true));
    let _e49 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (in1_ >= vec4<f32>(0.5f, 0f, 0f, 1f).xxxx));
    r1_ = _e49;
    if (_e49.xxxx.x != 0f) {
        let _e54 = v1_;
        r0_ = _e54;
        let _e55 = r1_;
        if !((_e55.wwww.x != 0f)) {
            let _e61 = r0_;
            r0_ = select(_e61, vec4<f32>(0.5f, 0f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
        }
    } else {
        let _e63 = v1_;
        r0_ = (_e63 * vec4<f32>(0.5f, 0f, 0f, 1f).xxxx);
    }
    let _e66 = r0_;
    o1_ = _e66;
    let _e67 = o0_;
    let _e70 = consts.c[256];
    let _e73 = consts.c[257];
    let _e79 = select(_e67, ((_e67 * _e73) + (_e70 * _e67.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e79;
    return Output(_e79, _e66);
}
