struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
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
    var rep_count: i32;

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
    r0_ = _e52;
    rep_count = clamp(vec4<i32>(3i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e63 = rep_count;
        if (_e63 <= 0i) {
            break;
        }
        rep_count = (_e63 - 1i);
        let _e68 = r0_;
        let _e69 = r0_;
        r1_ = (_e68 * _e69);
        let _e71 = r1_;
        let _e73 = r0_;
        r0_ = ((_e71 * vec4<f32>(0.5f, 0.25f, 0f, 1f).yyyy) + _e73);
        let _e76 = r0_;
        r0_ = (_e76 * vec4<f32>(0.5f, 0.25f, 0f, 1f).xxxx);
    }
    let _e79 = r0_;
    o1_ = _e79;
    let _e80 = o0_;
    let _e83 = consts.c[256];
    let _e87 = o0_;
    o0_ = select(_e87, (_e80 + (_e83 * _e80.wwww)), vec4<bool>(true, true, true, false));
    let _e90 = o0_;
    let _e91 = o1_;
    return Output(_e90, _e91);
}
