struct Constants {
    c: array<vec4<f32>, 266>,
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

    let _e10 = consts.c[0];
    let _e16 = consts.c[1];
    let _e22 = consts.c[2];
    let _e28 = consts.c[3];
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e10)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e28)), vec4<bool>(false, false, false, true));
    r1_ = vec4<f32>(0f, 0f, 0f, 0f);
    if true {
        let _e39 = v1_;
        let _e41 = consts.c[5];
        let _e47 = r0_;
        let _e48 = select(_e47, vec4(dot(_e39.xyz, _e41.xyz)), vec4<bool>(true, false, false, false));
        let _e51 = consts.c[6];
        let _e52 = r1_;
        r0_ = _e48;
        r1_ = ((_e48.xxxx * _e51) + _e52);
    }
    let _e55 = consts.b;
    if !((((_e55 >> 3u) & 1u) != 0u)) {
        let _e63 = r1_;
        let _e65 = consts.c[7];
        r1_ = (_e63 + _e65);
    }
    let _e67 = r1_;
    let _e69 = o0_;
    let _e71 = consts.c[256];
    let _e73 = consts.c[257];
    return Output(select(_e69, ((_e69 * _e73) + (_e71 * _e69.wwww)), vec4<bool>(true, true, true, false)), saturate(_e67));
}
