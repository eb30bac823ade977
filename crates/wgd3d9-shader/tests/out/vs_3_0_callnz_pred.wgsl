struct Constants {
    c: array<vec4<f32>, 257>,
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
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    let _e21 = consts.c[0];
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e21)), vec4<bool>(true, false, false, false));
    o0_ = _e25;
    let _e28 = consts.c[1];
    let _e32 = select(_e25, vec4(dot(in0_, _e28)), vec4<bool>(false, true, false, false));
    o0_ = _e32;
    let _e35 = consts.c[2];
    let _e39 = select(_e32, vec4(dot(in0_, _e35)), vec4<bool>(false, false, true, false));
    o0_ = _e39;
    let _e42 = consts.c[3];
    o0_ = select(_e39, vec4(dot(in0_, _e42)), vec4<bool>(false, false, false, true));
    o1_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    o2_ = vec4<f32>(0f, 1f, 0f, 0f).yyyy;
    let _e51 = consts.c[5];
    let _e56 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e51.xyz)), vec4<bool>(true, false, false, false));
    r0_ = _e56;
    let _e59 = consts.c[6];
    let _e64 = select(_e56, vec4(dot(in1_.xyz, _e59.xyz)), vec4<bool>(false, true, false, false));
    r0_ = _e64;
    let _e70 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e64 > vec4<f32>(0f, 1f, 0f, 0f).xxxx)), vec4<bool>(true, true, false, false));
    r1_ = _e70;
    if (_e70.xxxx.x != 0f) {
        let _e75 = r0_;
        let _e79 = consts.c[7];
        o1_ = (_e75.xxxx * _e79);
    }
    let _e81 = r1_;
    if !((_e81.yyyy.x != 0f)) {
        let _e86 = r0_;
        let _e91 = consts.c[8];
        o2_ = (-(_e86.yyyy) * _e91);
    }
    let _e93 = o0_;
    let _e96 = consts.c[256];
    let _e101 = select(_e93, (_e93 + (_e96 * _e93.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e101;
    let _e102 = o1_;
    let _e103 = o2_;
    return Output(_e101, _e102, _e103);
}
