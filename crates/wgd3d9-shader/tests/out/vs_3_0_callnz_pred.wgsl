struct Constants {
    c: array<vec4<f32>, 266>,
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
    let _e15 = consts.c[1];
    let _e21 = consts.c[2];
    let _e27 = consts.c[3];
    let _e35 = consts.c[5];
    let _e42 = consts.c[6];
    let _e47 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e35.xyz)), vec4<bool>(true, false, false, false)), vec4(dot(in1_.xyz, _e42.xyz)), vec4<bool>(false, true, false, false));
    let _e53 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e47 > vec4<f32>(0f, 1f, 0f, 0f).xxxx)), vec4<bool>(true, true, false, false));
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e9)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e27)), vec4<bool>(false, false, false, true));
    o2_ = vec4<f32>(0f, 1f, 0f, 0f).yyyy;
    r0_ = _e47;
    r1_ = _e53;
    if (_e53.xxxx.x != 0f) {
        let _e65 = r0_;
        let _e68 = consts.c[7];
        o1_ = (_e65.xxxx * _e68);
    }
    let _e70 = r1_;
    if !((_e70.yyyy.x != 0f)) {
        let _e75 = r0_;
        let _e79 = consts.c[8];
        o2_ = (-(_e75.yyyy) * _e79);
    }
    let _e81 = o0_;
    let _e83 = consts.c[256];
    let _e85 = consts.c[257];
    let _e92 = o1_;
    let _e93 = o2_;
    return Output(select(_e81, ((_e81 * _e85) + (_e83 * _e81.wwww)), vec4<bool>(true, true, true, false)), _e92, _e93);
}
