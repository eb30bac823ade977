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
    r0_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    if true {
        let _e48 = v1_;
        let _e51 = consts.c[5];
        let _e56 = r0_;
        let _e57 = select(_e56, vec4(dot(_e48.xyz, _e51.xyz)), vec4<bool>(true, false, false, false));
        r0_ = _e57;
        let _e58 = _e57.xxxx;
        let _e59 = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
        r0_ = select(_e59, _e58, (_e58 >= _e59));
    }
    let _e62 = r0_;
    let _e68 = r1_;
    let _e69 = select(_e68, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e62.xxxx > vec4<f32>(0f, 1f, 0f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    r1_ = _e69;
    if (_e69.xxxx.x != 0f) {
        let _e74 = r0_;
        let _e77 = consts.c[6];
        r0_ = (_e74 * _e77);
    }
    let _e79 = r0_;
    o1_ = _e79;
    let _e80 = saturate(_e79);
    o1_ = _e80;
    let _e81 = o0_;
    let _e84 = consts.c[256];
    let _e87 = consts.c[257];
    let _e93 = select(_e81, ((_e81 * _e87) + (_e84 * _e81.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e93;
    return Output(_e93, _e80);
}
