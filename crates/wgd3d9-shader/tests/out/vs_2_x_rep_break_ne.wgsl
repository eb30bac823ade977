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
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e16 = consts.c[1];
    let _e23 = consts.c[2];
    let _e30 = consts.c[3];
    rep_count = clamp(vec4<i32>(16i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 15f, 0f).xxxx;
    r1_ = in1_;
    loop {
        let _e49 = rep_count;
        if (_e49 <= 0i) {
            break;
        }
        rep_count = (_e49 - 1i);
        let _e53 = r0_;
        let _e57 = select(_e53, (_e53.xxxx + vec4<f32>(0f, 1f, 15f, 0f).yyyy), vec4<bool>(true, false, false, false));
        r0_ = _e57;
        if (_e57.xxxx.x == vec4<f32>(0f, 1f, 15f, 0f).zzzz.x) {
            break;
        }
        let _e63 = r1_;
        let _e68 = select(_e63, (_e63.yyyy + -(vec4<f32>(0f, 1f, 15f, 0f).yyyy)), vec4<bool>(false, true, false, false));
        r1_ = _e68;
        if (_e68.zzzz.x != vec4<f32>(0f, 1f, 15f, 0f).xxxx.x) {
            break;
        }
    }
    let _e74 = r0_;
    let _e78 = consts.c[5];
    let _e81 = o0_;
    let _e84 = consts.c[256];
    let _e87 = consts.c[257];
    return Output(select(_e81, ((_e81 * _e87) + (_e84 * _e81.wwww)), vec4<bool>(true, true, true, false)), saturate((_e74.xxxx * _e78)));
}
