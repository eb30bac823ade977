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

    let _e8 = consts.c[0];
    let _e14 = consts.c[1];
    let _e20 = consts.c[2];
    let _e26 = consts.c[3];
    rep_count = clamp(vec4<i32>(3i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    v1_ = in1_;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e14)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e26)), vec4<bool>(false, false, false, true));
    r0_ = in1_;
    loop {
        let _e42 = rep_count;
        if (_e42 <= 0i) {
            break;
        }
        rep_count = (_e42 - 1i);
        let _e46 = r0_;
        let _e47 = (_e46 * _e46);
        r1_ = _e47;
        r0_ = (((_e47 * vec4<f32>(0.5f, 0.25f, 0f, 1f).yyyy) + _e46) * vec4<f32>(0.5f, 0.25f, 0f, 1f).xxxx);
    }
    let _e54 = r0_;
    let _e55 = o0_;
    let _e57 = consts.c[256];
    let _e59 = consts.c[257];
    return Output(select(_e55, ((_e55 * _e59) + (_e57 * _e55.wwww)), vec4<bool>(true, true, true, false)), _e54);
}
