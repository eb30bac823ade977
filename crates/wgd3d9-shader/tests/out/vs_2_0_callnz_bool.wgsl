struct Constants {
    c: array<vec4<f32>, 257>,
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
    r1_ = vec4<f32>(0f, 0f, 0f, 0f);
    if true {
        let _e46 = v1_;
        let _e49 = consts.c[5];
        let _e54 = r0_;
        let _e55 = select(_e54, vec4(dot(_e46.xyz, _e49.xyz)), vec4<bool>(true, false, false, false));
        r0_ = _e55;
        let _e59 = consts.c[6];
        let _e60 = r1_;
        r1_ = ((_e55.xxxx * _e59) + _e60);
    }
    let _e64 = consts.b;
    if !((((_e64 >> 3u) & 1u) != 0u)) {
        let _e72 = r1_;
        let _e75 = consts.c[7];
        r1_ = (_e72 + _e75);
    }
    let _e77 = r1_;
    o1_ = _e77;
    let _e78 = saturate(_e77);
    o1_ = _e78;
    let _e79 = o0_;
    let _e82 = consts.c[256];
    let _e87 = select(_e79, (_e79 + (_e82 * _e79.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e87;
    return Output(_e87, _e78);
}
