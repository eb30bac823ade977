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
    let _e37 = consts.c[5];
    let _e42 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e37.xyz)), vec4<bool>(true, false, false, false));
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    r0_ = _e42;
    r1_ = vec4<f32>(0f, 0.5f, 1f, 0f).xxxx;
    if (_e42.xxxx.x > vec4<f32>(0f, 0.5f, 1f, 0f).xxxx.x) {
        let _e55 = r0_;
        let _e59 = consts.c[6];
        r1_ = (_e55.xxxx * _e59);
    }
    let _e61 = r0_;
    if (_e61.xxxx.x < vec4<f32>(0f, 0.5f, 1f, 0f).yyyy.x) {
        let _e67 = r1_;
        let _e70 = consts.c[7];
        r1_ = (_e67 + _e70);
    } else {
        let _e72 = r1_;
        let _e75 = consts.c[8];
        r1_ = (_e72 + _e75);
    }
    let _e77 = r1_;
    if (_e77.wwww.x >= vec4<f32>(0f, 0.5f, 1f, 0f).zzzz.x) {
        let _e84 = r1_;
        r1_ = select(_e84, vec4<f32>(0f, 0.5f, 1f, 0f).zzzz, vec4<bool>(false, false, false, true));
    }
    let _e86 = r1_;
    let _e88 = o0_;
    let _e91 = consts.c[256];
    let _e94 = consts.c[257];
    return Output(select(_e88, ((_e88 * _e94) + (_e91 * _e88.wwww)), vec4<bool>(true, true, true, false)), saturate(_e86));
}
