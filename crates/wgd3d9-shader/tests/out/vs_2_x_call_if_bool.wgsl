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
    r0_ = vec4<f32>(0f, 0f, 0f, 1f);
    if true {
        let _e46 = v1_;
        let _e49 = consts.c[5];
        let _e54 = r1_;
        let _e55 = select(_e54, vec4(dot(_e46.xyz, _e49.xyz)), vec4<bool>(true, false, false, false));
        r1_ = _e55;
        let _e59 = consts.c[6];
        r0_ = (_e55.xxxx * _e59);
        if false {
            let _e62 = r0_;
            let _e65 = consts.c[7];
            r0_ = (_e62 + _e65);
        }
    }
    let _e67 = r0_;
    o1_ = _e67;
    let _e68 = saturate(_e67);
    o1_ = _e68;
    let _e69 = o0_;
    let _e72 = consts.c[256];
    let _e77 = select(_e69, (_e69 + (_e72 * _e69.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e77;
    return Output(_e77, _e68);
}
