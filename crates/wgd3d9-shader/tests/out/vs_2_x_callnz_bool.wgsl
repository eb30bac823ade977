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
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e16 = consts.c[1];
    let _e23 = consts.c[2];
    let _e30 = consts.c[3];
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    if true {
        let _e42 = v1_;
        let _e45 = consts.c[5];
        let _e50 = r0_;
        let _e52 = select(_e50, vec4(dot(_e42.xyz, _e45.xyz)), vec4<bool>(true, false, false, false)).xxxx;
        let _e53 = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
        r0_ = select(_e53, _e52, (_e52 >= _e53));
    }
    let _e56 = r0_;
    let _e63 = r1_;
    let _e64 = select(_e63, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e56.xxxx > vec4<f32>(0f, 1f, 0f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    r1_ = _e64;
    if (_e64.xxxx.x != 0f) {
        let _e69 = r0_;
        let _e72 = consts.c[6];
        r0_ = (_e69 * _e72);
    }
    let _e74 = r0_;
    let _e76 = o0_;
    let _e79 = consts.c[256];
    let _e82 = consts.c[257];
    return Output(select(_e76, ((_e76 * _e82) + (_e79 * _e76.wwww)), vec4<bool>(true, true, true, false)), saturate(_e74));
}
