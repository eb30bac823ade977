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
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e27)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 1f);
    if true {
        let _e38 = v1_;
        let _e40 = consts.c[5];
        let _e46 = r1_;
        let _e47 = select(_e46, vec4(dot(_e38.xyz, _e40.xyz)), vec4<bool>(true, false, false, false));
        let _e50 = consts.c[6];
        r1_ = _e47;
        r0_ = (_e47.xxxx * _e50);
        if false {
            let _e53 = r0_;
            let _e55 = consts.c[7];
            r0_ = (_e53 + _e55);
        }
    }
    let _e57 = r0_;
    let _e59 = o0_;
    let _e61 = consts.c[256];
    let _e63 = consts.c[257];
    return Output(select(_e59, ((_e59 * _e63) + (_e61 * _e59.wwww)), vec4<bool>(true, true, true, false)), saturate(_e57));
}
