struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e9 = consts.c[0];
    let _e16 = consts.c[1];
    let _e23 = consts.c[2];
    let _e30 = consts.c[3];
    let _e39 = consts.c[5];
    let _e47 = consts.c[6];
    let _e52 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e39.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e47.xyz)), vec4<bool>(false, true, false, false));
    let _e58 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e52 > vec4<f32>(0f, 1f, 0f, 0f).xxxx)), vec4<bool>(true, true, false, false));
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e16)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e23)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e30)), vec4<bool>(false, false, false, true));
    o2_ = vec4<f32>(0f, 1f, 0f, 0f).yyyy;
    r0_ = _e52;
    r1_ = _e58;
    if (_e58.xxxx.x != 0f) {
        let _e70 = r0_;
        let _e74 = consts.c[7];
        o1_ = (_e70.xxxx * _e74);
    }
    let _e76 = r1_;
    if !((_e76.yyyy.x != 0f)) {
        let _e81 = r0_;
        let _e86 = consts.c[8];
        o2_ = (-(_e81.yyyy) * _e86);
    }
    let _e88 = o0_;
    let _e91 = consts.c[256];
    let _e94 = consts.c[257];
    let _e101 = o1_;
    let _e102 = o2_;
    return Output(select(_e88, ((_e88 * _e94) + (_e91 * _e88.wwww)), vec4<bool>(true, true, true, false)), _e101, _e102);
}
