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
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e15 = consts.c[1];
    let _e21 = consts.c[2];
    let _e27 = consts.c[3];
    rep_count = clamp(vec4<i32>(16i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e27)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 15f, 0f).xxxx;
    r1_ = in1_;
    loop {
        let _e46 = rep_count;
        if (_e46 <= 0i) {
            break;
        }
        rep_count = (_e46 - 1i);
        let _e50 = r0_;
        let _e54 = select(_e50, (_e50.xxxx + vec4<f32>(0f, 1f, 15f, 0f).yyyy), vec4<bool>(true, false, false, false));
        r0_ = _e54;
        if (_e54.xxxx.x == vec4<f32>(0f, 1f, 15f, 0f).zzzz.x) {
            break;
        }
        let _e60 = r1_;
        let _e65 = select(_e60, (_e60.yyyy + -(vec4<f32>(0f, 1f, 15f, 0f).yyyy)), vec4<bool>(false, true, false, false));
        r1_ = _e65;
        if (_e65.zzzz.x != vec4<f32>(0f, 1f, 15f, 0f).xxxx.x) {
            break;
        }
    }
    let _e71 = r0_;
    let _e74 = consts.c[5];
    let _e77 = o0_;
    let _e79 = consts.c[256];
    let _e81 = consts.c[257];
    return Output(select(_e77, ((_e77 * _e81) + (_e79 * _e77.wwww)), vec4<bool>(true, true, true, false)), saturate((_e71.xxxx * _e74)));
}
