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
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e16 = v0_;
    let _e19 = consts.c[0];
    let _e22 = o0_;
    o0_ = select(_e22, vec4(dot(_e16, _e19)), vec4<bool>(true, false, false, false));
    let _e25 = v0_;
    let _e28 = consts.c[1];
    let _e31 = o0_;
    o0_ = select(_e31, vec4(dot(_e25, _e28)), vec4<bool>(false, true, false, false));
    let _e34 = v0_;
    let _e37 = consts.c[2];
    let _e40 = o0_;
    o0_ = select(_e40, vec4(dot(_e34, _e37)), vec4<bool>(false, false, true, false));
    let _e43 = v0_;
    let _e46 = consts.c[3];
    let _e49 = o0_;
    o0_ = select(_e49, vec4(dot(_e43, _e46)), vec4<bool>(false, false, false, true));
    let _e52 = v1_;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e52 >= vec4<f32>(0.5f, 0f, 0f, 1f).xxxx));
    let _e58 = r1_;
    if (_e58.xxxx.x != 0f) {
        let _e63 = v1_;
        r0_ = _e63;
        let _e64 = r1_;
        if !((_e64.wwww.x != 0f)) {
            let _e71 = r0_;
            r0_ = select(_e71, vec4<f32>(0.5f, 0f, 0f, 1f).wwww, vec4<bool>(false, false, false, true));
        }
    } else {
        let _e73 = v1_;
        r0_ = (_e73 * vec4<f32>(0.5f, 0f, 0f, 1f).xxxx);
    }
    let _e76 = r0_;
    o1_ = _e76;
    let _e77 = o0_;
    let _e80 = consts.c[256];
    let _e84 = o0_;
    o0_ = select(_e84, (_e77 + (_e80 * _e77.wwww)), vec4<bool>(true, true, true, false));
    let _e87 = o0_;
    let _e88 = o1_;
    return Output(_e87, _e88);
}
