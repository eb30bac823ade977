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
    let _e17 = consts.c[0];
    let _e21 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e17)), vec4<bool>(true, false, false, false));
    o0_ = _e21;
    let _e24 = consts.c[1];
    let _e28 = select(_e21, vec4(dot(in0_, _e24)), vec4<bool>(false, true, false, false));
    o0_ = _e28;
    let _e31 = consts.c[2];
    let _e35 = select(_e28, vec4(dot(in0_, _e31)), vec4<bool>(false, false, true, false));
    o0_ = _e35;
    let _e38 = consts.c[3];
    o0_ = select(_e35, vec4(dot(in0_, _e38)), vec4<bool>(false, false, false, true));
    r0_ = in1_;
    if (in1_.wwww.x <= vec4<f32>(0f, 0.25f, 0.75f, 1f).zzzz.x) {
        let _e48 = r0_;
        if (_e48.xxxx.x != vec4<f32>(0f, 0.25f, 0.75f, 1f).xxxx.x) {
            let _e54 = r0_;
            r0_ = select(_e54, (_e54 * vec4<f32>(0f, 0.25f, 0.75f, 1f).yyyy), vec4<bool>(true, true, true, false));
        } else {
            let _e60 = r0_;
            r0_ = select(_e60, vec4<f32>(0f, 0.25f, 0.75f, 1f).wwww, vec4<bool>(true, true, true, false));
        }
        let _e62 = r0_;
        r0_ = select(_e62, (_e62.wwww + vec4<f32>(0f, 0.25f, 0.75f, 1f).yyyy), vec4<bool>(false, false, false, true));
    }
    let _e67 = r0_;
    if (_e67.wwww.x == vec4<f32>(0f, 0.25f, 0.75f, 1f).wwww.x) {
        let _e74 = r0_;
        r0_ = select(_e74, vec4<f32>(0f, 0.25f, 0.75f, 1f).xxxx, vec4<bool>(true, true, true, false));
    }
    let _e76 = r0_;
    o1_ = _e76;
    let _e77 = saturate(_e76);
    o1_ = _e77;
    let _e78 = o0_;
    let _e81 = consts.c[256];
    let _e85 = select(_e78, (_e78 + (_e81 * _e78.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e85;
    return Output(_e85, _e77);
}
