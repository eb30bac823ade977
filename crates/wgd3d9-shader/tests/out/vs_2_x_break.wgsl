struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    let _e8 = consts.c[0];
    let _e14 = consts.c[1];
    let _e20 = consts.c[2];
    let _e26 = consts.c[3];
    rep_count = clamp(vec4<i32>(8i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    v1_ = in1_;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e14)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e26)), vec4<bool>(false, false, false, true));
    r0_ = in1_;
    r1_ = vec4<f32>(0f, 0.5f, 0.9f, 1f).xxxx;
    loop {
        let _e44 = rep_count;
        if (_e44 <= 0i) {
            break;
        }
        rep_count = (_e44 - 1i);
        let _e48 = r0_;
        let _e50 = consts.c[5];
        let _e52 = ((_e48 * _e48) + _e50);
        let _e53 = r1_;
        let _e61 = r2_;
        let _e62 = select(_e61, vec4(dot(_e52, _e52)), vec4<bool>(true, false, false, false));
        r0_ = _e52;
        r1_ = select(_e53, (_e53.xxxx + vec4<f32>(0f, 0.5f, 0.9f, 1f).wwww), vec4<bool>(true, false, false, false));
        r2_ = _e62;
        if (_e62.xxxx.x > vec4<f32>(0f, 0.5f, 0.9f, 1f).wwww.x) {
            break;
        }
    }
    let _e68 = r1_;
    let _e71 = consts.c[6];
    let _e73 = o0_;
    let _e75 = consts.c[256];
    let _e77 = consts.c[257];
    return Output(select(_e73, ((_e73 * _e77) + (_e75 * _e73.wwww)), vec4<bool>(true, true, true, false)), (_e68.xxxx * _e71));
}
