struct Constants {
    c: array<vec4<f32>, 257>,
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
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e14 = v0_;
    let _e17 = consts.c[0];
    let _e20 = o0_;
    o0_ = select(_e20, vec4(dot(_e14, _e17)), vec4<bool>(true, false, false, false));
    let _e23 = v0_;
    let _e26 = consts.c[1];
    let _e29 = o0_;
    o0_ = select(_e29, vec4(dot(_e23, _e26)), vec4<bool>(false, true, false, false));
    let _e32 = v0_;
    let _e35 = consts.c[2];
    let _e38 = o0_;
    o0_ = select(_e38, vec4(dot(_e32, _e35)), vec4<bool>(false, false, true, false));
    let _e41 = v0_;
    let _e44 = consts.c[3];
    let _e47 = o0_;
    o0_ = select(_e47, vec4(dot(_e41, _e44)), vec4<bool>(false, false, false, true));
    let _e50 = v1_;
    r0_ = _e50;
    let _e51 = r0_;
    if (_e51.wwww.x <= vec4<f32>(0f, 0.25f, 0.75f, 1f).zzzz.x) {
        let _e57 = r0_;
        if (_e57.xxxx.x != vec4<f32>(0f, 0.25f, 0.75f, 1f).xxxx.x) {
            let _e63 = r0_;
            let _e66 = r0_;
            r0_ = select(_e66, (_e63 * vec4<f32>(0f, 0.25f, 0.75f, 1f).yyyy), vec4<bool>(true, true, true, false));
        } else {
            let _e70 = r0_;
            r0_ = select(_e70, vec4<f32>(0f, 0.25f, 0.75f, 1f).wwww, vec4<bool>(true, true, true, false));
        }
        let _e72 = r0_;
        let _e76 = r0_;
        r0_ = select(_e76, (_e72.wwww + vec4<f32>(0f, 0.25f, 0.75f, 1f).yyyy), vec4<bool>(false, false, false, true));
    }
    let _e78 = r0_;
    if (_e78.wwww.x == vec4<f32>(0f, 0.25f, 0.75f, 1f).wwww.x) {
        let _e85 = r0_;
        r0_ = select(_e85, vec4<f32>(0f, 0.25f, 0.75f, 1f).xxxx, vec4<bool>(true, true, true, false));
    }
    let _e87 = r0_;
    o1_ = _e87;
    let _e88 = o1_;
    o1_ = saturate(_e88);
    let _e90 = o0_;
    let _e93 = consts.c[256];
    let _e97 = o0_;
    o0_ = select(_e97, (_e90 + (_e93 * _e90.wwww)), vec4<bool>(true, true, true, false));
    let _e99 = o0_;
    let _e100 = o1_;
    return Output(_e99, _e100);
}
