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
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e20 = consts.c[0];
    let _e24 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e20)), vec4<bool>(true, false, false, false));
    o0_ = _e24;
    let _e27 = consts.c[1];
    let _e31 = select(_e24, vec4(dot(in0_, _e27)), vec4<bool>(false, true, false, false));
    o0_ = _e31;
    let _e34 = consts.c[2];
    let _e38 = select(_e31, vec4(dot(in0_, _e34)), vec4<bool>(false, false, true, false));
    o0_ = _e38;
    let _e41 = consts.c[3];
    o0_ = select(_e38, vec4(dot(in0_, _e41)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 1f);
    if true {
        let _e47 = v1_;
        let _e50 = consts.c[5];
        let _e55 = r1_;
        let _e56 = select(_e55, vec4(dot(_e47.xyz, _e50.xyz)), vec4<bool>(true, false, false, false));
        r1_ = _e56;
        let _e60 = consts.c[6];
        r0_ = (_e56.xxxx * _e60);
        if false {
            let _e63 = r0_;
            let _e66 = consts.c[7];
            r0_ = (_e63 + _e66);
        }
    }
    let _e68 = r0_;
    o1_ = _e68;
    let _e69 = saturate(_e68);
    o1_ = _e69;
    let _e70 = o0_;
    let _e73 = consts.c[256];
    let _e76 = consts.c[257];
    let _e82 = select(_e70, ((_e70 * _e76) + (_e73 * _e70.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e82;
    return Output(_e82, _e69);
}
