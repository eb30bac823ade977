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
    r0_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    if true {
        let _e39 = v1_;
        let _e41 = consts.c[5];
        let _e46 = r0_;
        let _e48 = select(_e46, vec4(dot(_e39.xyz, _e41.xyz)), vec4<bool>(true, false, false, false)).xxxx;
        let _e49 = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
        r0_ = select(_e49, _e48, (_e48 >= _e49));
    }
    let _e52 = r0_;
    let _e59 = r1_;
    let _e60 = select(_e59, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e52.xxxx > vec4<f32>(0f, 1f, 0f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    r1_ = _e60;
    if (_e60.xxxx.x != 0f) {
        let _e65 = r0_;
        let _e67 = consts.c[6];
        r0_ = (_e65 * _e67);
    }
    let _e69 = r0_;
    let _e71 = o0_;
    let _e73 = consts.c[256];
    let _e75 = consts.c[257];
    return Output(select(_e71, ((_e71 * _e75) + (_e73 * _e71.wwww)), vec4<bool>(true, true, true, false)), saturate(_e69));
}
