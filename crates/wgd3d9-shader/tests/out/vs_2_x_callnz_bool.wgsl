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
    let _e19 = consts.c[0];
    let _e23 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e19)), vec4<bool>(true, false, false, false));
    o0_ = _e23;
    let _e26 = consts.c[1];
    let _e30 = select(_e23, vec4(dot(in0_, _e26)), vec4<bool>(false, true, false, false));
    o0_ = _e30;
    let _e33 = consts.c[2];
    let _e37 = select(_e30, vec4(dot(in0_, _e33)), vec4<bool>(false, false, true, false));
    o0_ = _e37;
    let _e40 = consts.c[3];
    o0_ = select(_e37, vec4(dot(in0_, _e40)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    if true {
        let _e47 = v1_;
        let _e50 = consts.c[5];
        let _e55 = r0_;
        let _e56 = select(_e55, vec4(dot(_e47.xyz, _e50.xyz)), vec4<bool>(true, false, false, false));
        r0_ = _e56;
        let _e57 = _e56.xxxx;
        let _e58 = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
        r0_ = select(_e58, _e57, (_e57 >= _e58));
    }
    let _e61 = r0_;
    let _e67 = r1_;
    let _e68 = select(_e67, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e61.xxxx > vec4<f32>(0f, 1f, 0f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    r1_ = _e68;
    if (_e68.xxxx.x != 0f) {
        let _e73 = r0_;
        let _e76 = consts.c[6];
        r0_ = (_e73 * _e76);
    }
    let _e78 = r0_;
    o1_ = _e78;
    let _e79 = saturate(_e78);
    o1_ = _e79;
    let _e80 = o0_;
    let _e83 = consts.c[256];
    let _e88 = select(_e80, (_e80 + (_e83 * _e80.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e88;
    return Output(_e88, _e79);
}
