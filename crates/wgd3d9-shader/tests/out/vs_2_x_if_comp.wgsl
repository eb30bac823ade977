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
    let _e33 = consts.c[5];
    let _e38 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e33.xyz)), vec4<bool>(true, false, false, false));
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e27)), vec4<bool>(false, false, false, true));
    r0_ = _e38;
    r1_ = vec4<f32>(0f, 0.5f, 1f, 0f).xxxx;
    if (_e38.xxxx.x > vec4<f32>(0f, 0.5f, 1f, 0f).xxxx.x) {
        let _e51 = r0_;
        let _e54 = consts.c[6];
        r1_ = (_e51.xxxx * _e54);
    }
    let _e56 = r0_;
    if (_e56.xxxx.x < vec4<f32>(0f, 0.5f, 1f, 0f).yyyy.x) {
        let _e62 = r1_;
        let _e64 = consts.c[7];
        r1_ = (_e62 + _e64);
    } else {
        let _e66 = r1_;
        let _e68 = consts.c[8];
        r1_ = (_e66 + _e68);
    }
    let _e70 = r1_;
    if (_e70.wwww.x >= vec4<f32>(0f, 0.5f, 1f, 0f).zzzz.x) {
        let _e77 = r1_;
        r1_ = select(_e77, vec4<f32>(0f, 0.5f, 1f, 0f).zzzz, vec4<bool>(false, false, false, true));
    }
    let _e79 = r1_;
    let _e81 = o0_;
    let _e83 = consts.c[256];
    let _e85 = consts.c[257];
    return Output(select(_e81, ((_e81 * _e85) + (_e83 * _e81.wwww)), vec4<bool>(true, true, true, false)), saturate(_e79));
}
