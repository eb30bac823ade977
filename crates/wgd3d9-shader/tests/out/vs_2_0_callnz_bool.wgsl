struct Constants {
    c: array<vec4<f32>, 258>,
    b: u32,
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
    var r1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e16 = consts.c[1];
    let _e23 = consts.c[2];
    let _e30 = consts.c[3];
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    r1_ = vec4<f32>(0f, 0f, 0f, 0f);
    if true {
        let _e41 = v1_;
        let _e44 = consts.c[5];
        let _e50 = r0_;
        let _e51 = select(_e50, vec4(dot(_e41.xyz, _e44.xyz)), vec4<bool>(true, false, false, false));
        let _e55 = consts.c[6];
        let _e56 = r1_;
        r0_ = _e51;
        r1_ = ((_e51.xxxx * _e55) + _e56);
    }
    let _e60 = consts.b;
    if !((((_e60 >> 3u) & 1u) != 0u)) {
        let _e68 = r1_;
        let _e71 = consts.c[7];
        r1_ = (_e68 + _e71);
    }
    let _e73 = r1_;
    let _e75 = o0_;
    let _e78 = consts.c[256];
    let _e81 = consts.c[257];
    return Output(select(_e75, ((_e75 * _e81) + (_e78 * _e75.wwww)), vec4<bool>(true, true, true, false)), saturate(_e73));
}
