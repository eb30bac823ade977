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
    rep_count = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    v1_ = in1_;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e14)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e26)), vec4<bool>(false, false, false, true));
    r0_ = in1_;
    r1_ = vec4<f32>(0f, 1f, 4f, 0.25f).xxxx;
    loop {
        let _e44 = rep_count;
        if (_e44 <= 0i) {
            break;
        }
        rep_count = (_e44 - 1i);
        let _e48 = r1_;
        let _e49 = r0_;
        let _e50 = (_e48 + _e49);
        let _e56 = r2_;
        let _e58 = select(_e56, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e50 >= vec4<f32>(0f, 1f, 4f, 0.25f).zzzz)), vec4<bool>(true, true, false, false));
        r1_ = _e50;
        r2_ = _e58;
        if (_e58.xxxx.x != 0f) {
            break;
        }
        if !((_e58.yyyy.x != 0f)) {
            break;
        }
        r0_ = (_e49 * vec4<f32>(0f, 1f, 4f, 0.25f).wwww);
    }
    let _e69 = r1_;
    let _e70 = o0_;
    let _e72 = consts.c[256];
    let _e74 = consts.c[257];
    return Output(select(_e70, ((_e70 * _e74) + (_e72 * _e70.wwww)), vec4<bool>(true, true, true, false)), _e69);
}
