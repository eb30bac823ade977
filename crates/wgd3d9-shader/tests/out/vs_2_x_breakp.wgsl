struct Constants {
    c: array<vec4<f32>, 258>,
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
    let _e15 = consts.c[1];
    let _e22 = consts.c[2];
    let _e29 = consts.c[3];
    rep_count = clamp(vec4<i32>(4i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    v1_ = in1_;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, false, true));
    r0_ = in1_;
    r1_ = vec4<f32>(0f, 1f, 4f, 0.25f).xxxx;
    loop {
        let _e47 = rep_count;
        if (_e47 <= 0i) {
            break;
        }
        rep_count = (_e47 - 1i);
        let _e51 = r1_;
        let _e52 = r0_;
        let _e53 = (_e51 + _e52);
        let _e59 = r2_;
        let _e61 = select(_e59, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e53 >= vec4<f32>(0f, 1f, 4f, 0.25f).zzzz)), vec4<bool>(true, true, false, false));
        r1_ = _e53;
        r2_ = _e61;
        if (_e61.xxxx.x != 0f) {
            break;
        }
        if !((_e61.yyyy.x != 0f)) {
            break;
        }
        r0_ = (_e52 * vec4<f32>(0f, 1f, 4f, 0.25f).wwww);
    }
    let _e72 = r1_;
    let _e73 = o0_;
    let _e76 = consts.c[256];
    let _e79 = consts.c[257];
    return Output(select(_e73, ((_e73 * _e79) + (_e76 * _e73.wwww)), vec4<bool>(true, true, true, false)), _e72);
}
